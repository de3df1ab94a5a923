/** The campaign parameters a lead records (the lead schema's `utm`), read from a page's query string. */
const UTM_KEYS = {
  utm_source: 'source',
  utm_medium: 'medium',
  utm_campaign: 'campaign',
  utm_term: 'term',
  utm_content: 'content',
  gclid: 'gclid',
  fbclid: 'fbclid',
} as const;

type UtmField = (typeof UTM_KEYS)[keyof typeof UTM_KEYS];

/** `?utm_source=reddit&gclid=x` -> { source: 'reddit', gclid: 'x' }; undefined when there are none. */
export function utmFromSearch(search: string): Partial<Record<UtmField, string>> | undefined {
  const params = new URLSearchParams(search);
  const utm: Partial<Record<UtmField, string>> = {};
  for (const [param, field] of Object.entries(UTM_KEYS) as [keyof typeof UTM_KEYS, UtmField][]) {
    // Cut to the schema's limit: a long ad-click id must not cost the visitor their submission.
    const value = params.get(param)?.trim().slice(0, 200);
    if (value) utm[field] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}
