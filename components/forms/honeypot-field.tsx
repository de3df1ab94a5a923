/**
 * The honeypot input (see server/honeypot.ts; the name must match HONEYPOT_FIELD there).
 * Off-screen rather than display:none, since some bots skip hidden inputs.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
