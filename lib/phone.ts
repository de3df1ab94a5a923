/** A tel: link for a US number as configured, e.g. '(202) 555-0142' -> 'tel:+12025550142'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
}
