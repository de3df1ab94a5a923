// The console's item types and desk statuses: the choices its forms render and its schemas check
// (lib/schemas/console-desk.ts).
import { ITEM_TYPE_LABELS } from '@/content/console';

/**
 * The kinds of submission the console's inbox lists (the consent records' subject types, plus
 * comments): those content/console.ts names, in its order. The console's one declaration of a type
 * is its entry there and its console entry: the definition's `console` (server/submissions/
 * registry.ts), or server/console/item-fields.ts ITEM_KINDS for comments (decision 178).
 */
export type ItemType = keyof typeof ITEM_TYPE_LABELS;
export const ITEM_TYPES = Object.keys(ITEM_TYPE_LABELS) as [ItemType, ...ItemType[]];

/** How each type appears in console URLs: its name with hyphens ('business-inquiry'). */
export const ITEM_TYPE_SLUGS = Object.fromEntries(
  ITEM_TYPES.map((type) => [type, type.replaceAll('_', '-')]),
) as Record<ItemType, string>;

export function itemTypeFromSlug(slug: string): ItemType | undefined {
  return ITEM_TYPES.find((type) => ITEM_TYPE_SLUGS[type] === slug);
}

/** The console page of an item, from the site's root. */
export function consoleItemPath(type: ItemType, id: string | number): string {
  return `/console/items/${ITEM_TYPE_SLUGS[type]}/${id}`;
}

/** The key that ties an outbox message to its item ('<type>:<id>'): its `item`, and `heldFor` while it is held. */
export const outboxItemKey = (type: ItemType, id: string | number) => `${type}:${id}`;

/** The item an outbox message is about, from its `outboxItemKey`; null when it names none of the types. */
export function itemOfOutboxKey(key: string | null): { type: ItemType; id: string } | null {
  const separator = key?.indexOf(':') ?? -1;
  if (!key || separator < 0) return null;
  const type = ITEM_TYPES.find((candidate) => candidate === key.slice(0, separator));
  return type ? { type, id: key.slice(separator + 1) } : null;
}

export const ITEM_STATUSES = ['new', 'in_progress', 'done', 'spam'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** The longest internal note (the note box's maxLength and the schema's limit). */
export const NOTE_MAX_CHARS = 5000;
