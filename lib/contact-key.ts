/**
 * How an e-mail address or a phone number is compared for opt-outs and the confirmation limit
 * (decisions 124, 125): the same person written two ways is one key.
 */

/** Trimmed and lower-cased ("Dana@Acme.example " -> "dana@acme.example"); '' for nothing. */
export function emailKey(email: string | null | undefined): string {
  const key = (email ?? '').trim().toLowerCase();
  // No address without an @: a value the retention job left ('[removed]') names nobody, and is
  // nobody's key (it made every blanked item "another request from this person").
  return key.includes('@') ? key : '';
}

/**
 * The ten-digit US national number ("+1 (512) 555-0100" -> "5125550100"); '' when it is not one.
 * A number written with + is one only with country code 1 ("+64 9 123 4567" is New Zealand's,
 * not "(649) 123-4567").
 */
export function phoneKey(phone: string | null | undefined): string {
  const written = (phone ?? '').trim();
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+')) return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : '';
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : '';
}
