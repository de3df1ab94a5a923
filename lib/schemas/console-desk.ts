import * as z from '@/lib/zod';
import { DESK_REFUSALS } from '@/content/console';
import { ITEM_STATUSES, ITEM_TYPES, NOTE_MAX_CHARS } from '@/lib/fields/console-item';

// The console's desk forms (item page, deliveries, suspected spam): one schema per form, each on
// the item it acts on, so a bad value is a message and never a silent no-op (issue 28). The
// server's existence checks (an item, an account, a message) come after these, in
// server/console/desk.ts; the messages are in content/console.ts.

// NUL and other controls (tab and line breaks aside) never reach the database (issue 23 item 12).
const CONTROL_CHARACTER = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
const NO_CONTROL_CHARACTERS = new RegExp(`^[^${CONTROL_CHARACTER}]*$`);
const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_CHARACTER}]`, 'g');

/** A refused note as it goes back into its box: the typed text, without the characters that cannot be stored. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** Which item a form acts on: an id as the tables store it (a UUID; home assessments a number). */
export const itemKeySchema = z.object({
  type: z.enum(ITEM_TYPES, DESK_REFUSALS.unknownItem),
  id: z.string(DESK_REFUSALS.unknownItem).check(z.regex(/^(\d{1,16}|[0-9a-f-]{36})$/i, DESK_REFUSALS.unknownItem)),
});
export type ItemKey = z.output<typeof itemKeySchema>;

/**
 * `shownStatus` and `shownAssignee`: what the page showed when the member of staff chose. The desk
 * changes nothing when someone changed it since (server/console/workflow.ts); a post without them
 * (a page drawn before they existed) is taken as before.
 */
export const statusFormSchema = z.extend(itemKeySchema, {
  status: z.enum(ITEM_STATUSES, DESK_REFUSALS.status),
  shownStatus: z.optional(z.enum(ITEM_STATUSES, DESK_REFUSALS.status)),
});

/** '' is nobody; otherwise an account's id (that it exists is checked on the server). */
const assigneeSchema = z.union([z.literal(''), z.uuid(DESK_REFUSALS.assignee)], DESK_REFUSALS.assignee);

export const assignFormSchema = z.extend(itemKeySchema, {
  assignee: z._default(assigneeSchema, ''),
  shownAssignee: z.optional(assigneeSchema),
});

export const noteFormSchema = z.extend(itemKeySchema, {
  body: z
    .string(DESK_REFUSALS.noteEmpty)
    .check(
      z.trim(),
      z.minLength(1, DESK_REFUSALS.noteEmpty),
      z.maxLength(NOTE_MAX_CHARS, DESK_REFUSALS.noteTooLong(NOTE_MAX_CHARS)),
      z.regex(NO_CONTROL_CHARACTERS, DESK_REFUSALS.noteControl),
    ),
});

export const moderationFormSchema = z.extend(itemKeySchema, {
  type: z.literal('comment', DESK_REFUSALS.moderation),
  moderation: z.enum(['publish', 'hide', 'delete'], DESK_REFUSALS.moderation),
});

/** Deliveries' "Retry now": an outbox message's id. */
export const retryFormSchema = z.object({ messageId: z.uuid(DESK_REFUSALS.unknownMessage) });

/** An item page's "Retry now": one of the item's messages, and the item to show again after it. */
export const itemRetryFormSchema = z.extend(itemKeySchema, retryFormSchema.shape);
