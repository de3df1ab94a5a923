/**
 * A US phone number as the site prints it in running text: "(202) 555-0142", "202-555-0142",
 * "1-800-555-0100". Used to keep each number on one line (a number broken after "(202)" reads as
 * two; issue 24) and by the browser tests that check it.
 */
export const PHONE_IN_TEXT = /(?:\+?1[\s.-])?(?:\(\d{3}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}/g;

/** The text cut into plain runs and phone numbers, in order (empty runs left out). */
export function splitPhoneNumbers(text: string): { text: string; phone: boolean }[] {
  const parts: { text: string; phone: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(PHONE_IN_TEXT)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), phone: false });
    parts.push({ text: match[0], phone: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), phone: false });
  return parts;
}
