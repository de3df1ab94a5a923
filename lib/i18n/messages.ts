/**
 * How a message the schemas or the server produce (the specification's English) is found in a
 * catalogue (content/messages.ts, decision 182). Most messages are fixed strings; those that carry
 * a value only known when they are made (a file's name, a configured limit, the site's phone
 * number, next year) are listed as templates with `{name}` placeholders, and the value is carried
 * over into the translation. Safe for both sides: no texts here.
 */

export type MessageCatalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{(\w+)\}/g;

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
}

const compiled = new WeakMap<MessageCatalogue, Template[]>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The placeholders a template names, in order, each once. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

/** A template as an anchored pattern: a placeholder named twice must carry the same value twice. */
export function templatePattern(template: string): RegExp | null {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!;
    source += escapeRegExp(template.slice(last, match.index));
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
    if (!names.includes(name)) names.push(name);
    last = match.index + match[0].length;
  }
  if (names.length === 0) return null;
  return new RegExp(`^${source}${escapeRegExp(template.slice(last))}$`, 's');
}

function templatesOf(catalogue: MessageCatalogue): Template[] {
  let templates = compiled.get(catalogue);
  if (!templates) {
    templates = [];
    for (const [english, translation] of Object.entries(catalogue)) {
      const pattern = templatePattern(english);
      if (pattern) templates.push({ pattern, names: placeholdersOf(english), translation });
    }
    compiled.set(catalogue, templates);
  }
  return templates;
}

/** Whether a message is one of the list's, as it is or by one of its templates. */
export function matchesMessageList(message: string, list: readonly string[]): boolean {
  return list.some((entry) => entry === message || templatePattern(entry)?.test(message));
}

/** The message in the catalogue's language; one the catalogue does not know stays as it is. */
export function localizeMessage(message: string, catalogue: MessageCatalogue | null | undefined): string {
  if (!catalogue) return message;
  const exact = catalogue[message];
  if (exact !== undefined) return exact;
  for (const template of templatesOf(catalogue)) {
    const match = template.pattern.exec(message);
    if (match) return template.translation.replace(PLACEHOLDER, (whole, name: string) => match.groups?.[name] ?? whole);
  }
  return message;
}

/** A text's `{name}` placeholders filled with the values (a count, a file name); unknown ones stay. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
