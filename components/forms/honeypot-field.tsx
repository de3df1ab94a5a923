import { HONEYPOT_FIELD } from '@/lib/honeypot';

/**
 * The trap field (docs/decisions/090): off-screen rather than display:none (some bots skip hidden
 * inputs), hidden from assistive technology, out of the tab order, and marked for the common
 * password managers and autofill to leave alone. Its name means nothing to an autofill heuristic.
 */
export function HoneypotField() {
  return (
    // lang: the trap is the same English on every page (nobody reads it: it is hidden from everyone).
    <div aria-hidden="true" lang="en" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore=""
          data-form-type="other"
        />
      </label>
    </div>
  );
}
