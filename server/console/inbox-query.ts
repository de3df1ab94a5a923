import 'server-only';
import { consoleItemPath, type ItemType } from '@/lib/fields/console-item';
import { inboxFiltersSchema, type InboxFilters } from './inbox';

/**
 * The query string of the inbox's filters (without empty ones), with changes applied: what
 * `/console?` carries. A change of filter starts from the first page: the page's place is left out
 * unless the changes name one.
 */
export function inboxQuery(
  filters: InboxFilters,
  changes: Partial<Record<keyof InboxFilters, string | undefined>> = {},
): string {
  const params = new URLSearchParams();
  const filtering = Object.keys(changes).some((key) => key !== 'after' && key !== 'before');
  const place = filtering ? { after: undefined, before: undefined } : {};
  for (const [key, value] of Object.entries({ ...filters, ...place, ...changes })) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The inbox an item page was opened from, as its `inbox=` or a desk form's hidden `inbox` field
 * carries it, read again the way the inbox reads its URL (so only filters, never another address):
 * '' for the plain inbox. "Back to the inbox" returns there, and the desk's forms keep it across a
 * save: staff working "New, assigned to me" went back to every item, unfiltered, after each one.
 */
export function inboxQueryOf(carried: unknown): string {
  if (typeof carried !== 'string' || carried.length > 2_000) return '';
  return inboxQuery(inboxFiltersSchema.parse(Object.fromEntries(new URLSearchParams(carried))));
}

/**
 * The inbox with this query (`inboxQuery`) and a notice of its own (`saved=deleted`): where a
 * deleted comment's page sends staff back to, the plain inbox too (not the comments alone, which
 * took staff working every type out of their list).
 */
export function inboxPathFrom(inbox: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(inbox);
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  const text = params.toString();
  return `/console${text ? `?${text}` : ''}`;
}

/**
 * The longest address an item's page is given with its inbox: the server refuses targets over
 * 2,048 characters (414, server/http/malformed-request.ts), and the inbox's query is encoded once
 * more inside `inbox=` (a long search in Spanish letters triples).
 */
const LONGEST_ITEM_PATH = 1_900;

/**
 * An item's page, opened from the inbox with this query (`inboxQuery`), with more of its own query;
 * without the inbox when the address would be too long to open.
 */
export function itemPathFrom(type: ItemType, id: string, inbox: string, query: Record<string, string> = {}): string {
  const path = (carried: string) => {
    const params = new URLSearchParams(query);
    if (carried) params.set('inbox', carried.slice(1));
    const text = params.toString();
    return `${consoleItemPath(type, id)}${text ? `?${text}` : ''}`;
  };
  const withInbox = path(inbox);
  return withInbox.length <= LONGEST_ITEM_PATH ? withInbox : path('');
}
