'use client';

import { useEffect, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * Local stand-in for the hosted assessment form. Like the provider's form, it submits itself when
 * the page that embeds it posts the message 'submit' (accepted from this site's origin only).
 */
export function DemoAssessmentForm() {
  const form = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data !== 'submit') return;
      form.current?.requestSubmit();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <form
      ref={form}
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setStatus('Assessment received. Thank you!');
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="zip">ZIP code</Label>
        <Input id="zip" name="zip" inputMode="numeric" autoComplete="postal-code" />
      </div>
      <div className="space-y-1">
        <Label htmlFor="household">Household size</Label>
        <Input id="household" name="household" type="number" min={1} max={20} defaultValue={1} />
      </div>
      <p role="status" className="font-medium">
        {status}
      </p>
    </form>
  );
}
