import { TextWithPhoneNumbers } from '@/components/content/phone-number';
import type { ConsentWording } from '@/content/consent';

/**
 * The consent checkbox (content/consent.ts, decision 123), next to the submit button of every form
 * that takes a phone number. Its label is the whole disclosure (agency name, what the form is
 * about, the opt-out page and the privacy policy as links): ticking it is the consent to calls and
 * texts, and nothing else on the form claims consent. It is never required. The words are recorded
 * with the submission as shown (consentPlainText of the same wording).
 */
export function ConsentField({
  wording,
  defaultChecked = false,
}: {
  wording: ConsentWording;
  defaultChecked?: boolean;
}) {
  return (
    <div className="rounded-md border border-border bg-muted/40 p-3">
      <div className="flex items-start gap-2">
        <input
          id="consent"
          name="consent"
          type="checkbox"
          defaultChecked={defaultChecked}
          data-consent-version={wording.version}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        {/* Its longest word may break (a visitor's larger text in a narrow card), never run out of the box. */}
        <label htmlFor="consent" className="min-w-0 text-sm leading-relaxed [overflow-wrap:anywhere] hyphens-auto">
          {wording.parts.map((part, index) =>
            part.href ? (
              <a key={index} href={part.href} className="font-medium text-foreground underline underline-offset-4">
                {part.text}
              </a>
            ) : (
              <TextWithPhoneNumbers key={index} text={part.text} />
            ),
          )}
        </label>
      </div>
    </div>
  );
}
