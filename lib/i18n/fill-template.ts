/**
 * Fills a text's {placeholders}: 'Save {amount} by paying annually' + { amount: '$60' }. Texts
 * that a server page hands to a client component cross as props, where a function cannot
 * (decision 182), so they carry templates instead. A placeholder without a value stays as written,
 * so a mistake shows on the page instead of an empty gap.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
