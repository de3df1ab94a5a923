'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';

export const FORM_EMBED_SCRIPT_ATTRIBUTE = 'data-form-embed';

/**
 * The assessment form in a 70vh frame without scrolling. 'SUBMIT ASSESSMENT' posts the message
 * 'submit' to the frame (to the form's own origin only); the provider's form-embed script is
 * added while the page is shown (when one is configured) and removed when the visitor leaves.
 */
export function AssessmentFrame({
  formUrl,
  scriptUrl,
  title,
  submitLabel,
  sentLabel,
}: {
  formUrl: string;
  scriptUrl: string;
  title: string;
  submitLabel: string;
  sentLabel: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    // Empty when the configured script is a stand-in this build does not serve.
    if (!scriptUrl) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.setAttribute(FORM_EMBED_SCRIPT_ATTRIBUTE, '');
    document.body.appendChild(script);
    return () => script.remove();
  }, [scriptUrl]);

  function submit() {
    const target = frame.current?.contentWindow;
    if (!target) return;
    target.postMessage('submit', new URL(formUrl, window.location.href).origin);
    setSent(true);
  }

  return (
    <div className="space-y-4">
      <iframe
        ref={frame}
        src={formUrl}
        title={title}
        scrolling="no"
        className="h-[70vh] w-full overflow-hidden rounded-xl border"
      />
      <div className="flex flex-col items-center gap-2">
        <button
          type="button"
          onClick={submit}
          className={buttonVariants({ size: 'lg', weight: 'bold', className: 'w-full max-w-sm tracking-wide' })}
        >
          {submitLabel}
        </button>
        <p role="status" className="text-sm text-muted-foreground">
          {sent ? sentLabel : ''}
        </p>
      </div>
    </div>
  );
}
