import 'server-only';

/**
 * A field no person fills in: hidden from sight and from assistive technology, but bots that
 * fill every input fill it too. Forms render <HoneypotField />; the API checks the same name.
 */
export const HONEYPOT_FIELD = 'website';

/** True when the submission came from a bot. Answer it as if it succeeded, and store nothing. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}
