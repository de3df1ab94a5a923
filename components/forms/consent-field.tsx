import { PRIVACY_PATH, PRIVACY_POLICY_LINK } from '@/content/privacy';

/**
 * The consent checkbox and disclosure (content/consent.ts) shown next to the submit button of
 * every form that takes a phone number. The text is recorded with the submission as shown.
 */
export function ConsentField({ disclosure, defaultChecked = false }: { disclosure: string; defaultChecked?: boolean }) {
  return (
    <div className="rounded-md border border-border bg-muted/40 p-3">
      <div className="flex items-start gap-2">
        <input
          id="consent"
          name="consent"
          type="checkbox"
          defaultChecked={defaultChecked}
          aria-describedby="consent-disclosure"
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label htmlFor="consent" className="text-sm font-medium">
          I agree to be contacted by phone, text and e-mail as described below.
        </label>
      </div>
      <p id="consent-disclosure" className="mt-2 text-xs leading-relaxed text-muted-foreground">
        {disclosure}
      </p>
      <p className="mt-1 text-xs">
        <a href={PRIVACY_PATH} className="font-medium text-primary underline underline-offset-4">
          {PRIVACY_POLICY_LINK}
        </a>
      </p>
    </div>
  );
}
