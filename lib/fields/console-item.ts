// The console's item types and desk statuses: the choices its forms render and its schemas check
// (lib/schemas/console-desk.ts).
/** The kinds of submission the console's inbox lists (the consent records' subject types, plus comments). */
export const ITEM_TYPES = ['claim', 'business_inquiry', 'lead', 'home_assessment', 'comment'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** How each type appears in console URLs. */
export const ITEM_TYPE_SLUGS: Record<ItemType, string> = {
  claim: 'claim',
  business_inquiry: 'business-inquiry',
  lead: 'lead',
  home_assessment: 'home-assessment',
  comment: 'comment',
};

export function itemTypeFromSlug(slug: string): ItemType | undefined {
  return ITEM_TYPES.find((type) => ITEM_TYPE_SLUGS[type] === slug);
}

export const ITEM_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The longest internal note (the note box's maxLength and the schema's limit). */
export const NOTE_MAX_CHARS = 5000;
