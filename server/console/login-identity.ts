import 'server-only';

/**
 * The typed sign-in address as the throttle and the account lookup both see it: Unicode-normalised
 * (NFKC), without any white space, lower-cased. "Ann@Example.com ", " ann@example.com" and
 * "ANN@EXAMPLE.COM" are one account and share one failure budget (decision 110).
 */
export function normaliseLoginEmail(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(/[\s\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase()
    .slice(0, 320);
}

/** At most this much of a typed address is kept in the audit log and the refusal counters. */
export const AUDITED_ADDRESS_LENGTH = 64;

/** A typed address as the audit log keeps it: normalised, control characters dropped, 64 characters at most. */
export function auditedAddress(typed: string): string {
  const cut = normaliseLoginEmail(typed)
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .slice(0, AUDITED_ADDRESS_LENGTH);
  return cut || '(empty)';
}

// NUL and every other C0/C1 control, and the line and paragraph separators: never in an address,
// a password or a code (the database refuses NUL; the others forge lines wherever text is shown).
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
export const CONTROL_IN_SIGN_IN_MESSAGE =
  'The e-mail address, password or code contains a character that is not allowed (a control character).';

export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/**
 * The client address as the throttle counts it: an IPv6 address by its /64 (one machine or home
 * gets a whole /64, so counting single addresses would give it 2^64 budgets), IPv4 as it is.
 */
export function throttleAddress(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip.replace(/^::ffff:/, '');
  const [head = '', tail = ''] = ip.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const missing = ip.includes('::') ? 8 - headParts.length - tailParts.length : 0;
  const parts = [...headParts, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailParts];
  return `${parts
    .slice(0, 4)
    .map((part) => (part || '0').replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}
