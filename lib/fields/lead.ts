// A lead (the health assessment or a call-back request): the choices and limits its forms render,
// and how a form's fields become the lead's JSON. No zod here: the forms load this at once, and the
// schemas (lib/schemas/lead.ts, lead-form.ts) only when first used (decision 165).

/** What a lead asks for: the health assessment (a suggestion and an advisor's follow-up) or a call back. */
export const LEAD_KINDS = ['assessment', 'callback'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** When a call-back request wants the call (Eastern Time windows; the copy is in content/call-back.ts). */
export const CALL_TIMES = ['morning', 'afternoon', 'evening', 'anytime'] as const;
export type CallTime = (typeof CALL_TIMES)[number];

export const MAX_AGE = 120;
export const MAX_HOUSEHOLD = 20;

/** The checkboxes of the coverage question are `coverage_<kind>`: a form's fields keep one value per name. */
export const COVERAGE_FIELD_PREFIX = 'coverage_';

/** A whole number as typed ("$42,000", " 3 "); anything else is left as typed for the schema to explain. */
function wholeNumberAsTyped(value: unknown, { money = false } = {}): unknown {
  if (typeof value !== 'string') return value;
  const text = money ? value.replace(/[$,\s]/g, '') : value.trim();
  if (text === '') return undefined;
  return /^\d{1,12}$/.test(text) ? Number(text) : value;
}

/** "42, 39 12" -> [42, 39, 12]; an entry that is not a whole number stays text, so the list is refused. */
function agesAsTyped(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const parts = value.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) return undefined;
  return parts.map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : part));
}

/**
 * A lead form's fields (strings, as a browser posts them) in the lead's JSON shape: numbers,
 * the list of ages, the coverage list, and empty optional fields left out. Fields it does not
 * know (the form kit's trap and timing fields) pass through untouched. Used by the browser before
 * it posts to /api/leads and, through the schemas below, by the server action without JavaScript.
 */
export function leadFromFormFields(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const lead: Record<string, unknown> = {};
  const coverage: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith(COVERAGE_FIELD_PREFIX)) {
      if (value === 'on' || value === true) coverage.push(key.slice(COVERAGE_FIELD_PREFIX.length));
    } else if (
      typeof value === 'string' &&
      value.trim() === '' &&
      ['state', 'bestTime', 'note', 'pageUrl'].includes(key)
    ) {
      // An unanswered optional question is no answer, not an invalid one.
    } else {
      lead[key] = value;
    }
  }
  if (coverage.length > 0) lead.coverage = coverage;
  for (const key of ['householdSize', 'yearlyIncome'] as const) {
    if (key in lead) lead[key] = wholeNumberAsTyped(lead[key], { money: key === 'yearlyIncome' });
  }
  if ('ages' in lead) lead.ages = agesAsTyped(lead.ages);
  return lead;
}
