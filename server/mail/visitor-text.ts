import 'server-only';

/**
 * Text a visitor typed, as it goes into a staff e-mail (docs/decisions/125, issue 24 item 13): it
 * can never pass for one of the e-mail's own lines, such as a "Calls and texts: ..." field or a
 * second "Open it in the console:" link. One-line values (names, the page address, campaign tags)
 * stay on their field's line; a message (a note, details, a reason, a comment) comes after the
 * e-mail's fields and console link, every line quoted with "> ".
 */

// Every way a plain-text mail reader may start a new line: CRLF, LF, CR, vertical tab, form feed,
// next line (NEL), line and paragraph separators.
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
// Other control characters, the bidirectional controls that could show a line's text before its
// "> ", and the invisible ones that could hide or split a word in a subject or a field (soft
// hyphen, zero-width space, word joiner and invisible operators, byte-order mark); a tab is kept,
// and so are the zero-width joiners some scripts and emoji need.
const CONTROLS =
  /[\u0000-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/** A one-line value: each line break becomes a space, so the value stays on its field's line. */
export function oneLine(value: string): string {
  return value.replace(LINE_BREAKS, ' ').replace(CONTROLS, '');
}

/** A visitor's message as lines that each start with "> " (an empty line as ">"). */
export function quoted(value: string): string[] {
  return value
    .replace(CONTROLS, '')
    .split(LINE_BREAKS)
    .map((line) => (line ? `> ${line}` : '>'));
}

/**
 * The visitor's own words under a heading, for the end of a staff e-mail (after its fields and
 * console link): a blank line, `Heading:`, then the quoted lines, or "(none)" when nothing was typed.
 */
export function visitorWords(heading: string, value: string | null | undefined): string[] {
  return ['', `${heading}:`, ...(value?.trim() ? quoted(value) : ['(none)'])];
}
