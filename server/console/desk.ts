import 'server-only';
import * as z from '@/lib/zod';
import { DESK_REFUSALS } from '@/content/console';
import { fieldErrorsOf } from '@/lib/form-data';
import {
  assignFormSchema,
  itemKeySchema,
  itemRetryFormSchema,
  moderationFormSchema,
  noteFormSchema,
  retryFormSchema,
  statusFormSchema,
  type ItemKey,
} from '@/lib/schemas/console-desk';
import type { FormState } from '@/lib/form-state';
import { log } from '../log';
import { markGenuine } from '../spam/suspected';
import type { Actor } from './audit';
import { retryDeadMessage } from './deliveries';
import { outboxItemKey } from '@/lib/fields/console-item';
import { loadRecords } from './item-fields';
import { addNote, assignItem, moderateComment, setItemStatus } from './workflow';

/**
 * The desk's changes as the console's forms ask for them (server/console/actions/desk-actions.ts):
 * the form's fields are parsed with its schema (lib/schemas/console-desk.ts), then the item (or
 * account, or message) must exist, then the change is made. A refusal changes nothing and says why
 * in the words the form shows (content/console.ts DESK_REFUSALS); the caller decides how the page
 * shows it. Request-free, so the database tests call these as the actions do.
 */
export type DeskResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      message: string;
      fieldErrors: Record<string, string[]>;
      /** Someone changed what the form was about since its page was drawn: show the page as it is now. */
      stale?: ItemKey & { what: 'status' | 'assignment' };
    };

/**
 * A refusal as the form's state: its message in the form's alert region (components/console/desk-form.tsx).
 * The action answers 200 either way, so the log says which form refused which fields (never their values).
 */
export function refusedState(
  form: string,
  result: Extract<DeskResult<unknown>, { ok: false }>,
  values?: Record<string, string>,
): FormState {
  log.info('desk change refused', { form, fields: Object.keys(result.fieldErrors) });
  return { status: 'error', message: result.message, fieldErrors: result.fieldErrors, values };
}

const refused = (message: string, field = 'form'): DeskResult<never> => ({
  ok: false,
  message,
  fieldErrors: { [field]: [message] },
});

/** Whether the item is stored (a home assessment's id is a number, the others' a UUID). */
async function itemExists({ type, id }: ItemKey): Promise<boolean> {
  return (await loadRecords(type, [id])).has(id);
}

/** Parses `fields` with `schema`, checks that its item exists, then runs the change (which may refuse too). */
async function onKnownItem<S extends z.ZodMiniType<ItemKey>>(
  schema: S,
  fields: unknown,
  change: (data: z.output<S>) => Promise<DeskResult<never> | void>,
): Promise<DeskResult<z.output<S>>> {
  const parsed = z.safeParse(schema, fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, message: Object.values(fieldErrors).flat()[0]!, fieldErrors };
  }
  if (!(await itemExists(parsed.data))) return refused(DESK_REFUSALS.unknownItem);
  return (await change(parsed.data)) ?? { ok: true, data: parsed.data };
}

const staleRefusal = (item: ItemKey, what: 'status' | 'assignment'): DeskResult<never> => {
  const message = what === 'status' ? DESK_REFUSALS.staleStatus : DESK_REFUSALS.staleAssignment;
  return { ok: false, message, fieldErrors: { form: [message] }, stale: { type: item.type, id: item.id, what } };
};

export const changeStatus = (actor: Actor, fields: unknown) =>
  onKnownItem(statusFormSchema, fields, async (data) => {
    if ((await setItemStatus(actor, data.type, data.id, data.status, data.shownStatus)) === 'stale')
      return staleRefusal(data, 'status');
  });

export const changeAssignee = (actor: Actor, fields: unknown) =>
  onKnownItem(assignFormSchema, fields, async (data) => {
    const shown = data.shownAssignee === undefined ? undefined : data.shownAssignee || null;
    const outcome = await assignItem(actor, data.type, data.id, data.assignee || null, shown);
    if (outcome === 'unknown') return refused(DESK_REFUSALS.unknownAssignee, 'assignee');
    if (outcome === 'disabled') return refused(DESK_REFUSALS.disabledAssignee, 'assignee');
    if (outcome === 'stale') return staleRefusal(data, 'assignment');
  });

export const addItemNote = (actor: Actor, fields: unknown) =>
  onKnownItem(noteFormSchema, fields, (data) => addNote(actor, data.type, data.id, data.body));

export const moderate = (actor: Actor, fields: unknown) =>
  onKnownItem(moderationFormSchema, fields, async (data) => {
    if ((await moderateComment(actor, data.id, data.moderation)) === 'spam') return refused(DESK_REFUSALS.spamComment);
  });

/** "Mark genuine" on a suspected-spam item (issue 24): its held messages leave. */
export const releaseSuspectedSpam = (actor: Actor, fields: unknown) =>
  onKnownItem(itemKeySchema, fields, async (data) => {
    if (!(await markGenuine(actor, data.type, data.id))) return refused(DESK_REFUSALS.notSuspectedSpam);
  });

/** Deliveries' "Retry now": a dead message goes back to the queue; any other id is refused. */
export async function retryMessage(actor: Actor, fields: unknown): Promise<DeskResult<{ messageId: string }>> {
  const parsed = z.safeParse(retryFormSchema, fields);
  if (!parsed.success || !(await retryDeadMessage(actor, parsed.data.messageId)))
    return refused(DESK_REFUSALS.unknownMessage);
  return { ok: true, data: parsed.data };
}

/**
 * An item page's "Retry now": as Deliveries', for one of the item's own messages, then the item page
 * again (the item must exist).
 */
export const retryItemMessage = (actor: Actor, fields: unknown) =>
  onKnownItem(itemRetryFormSchema, fields, async (data) => {
    if (!(await retryDeadMessage(actor, data.messageId, outboxItemKey(data.type, data.id))))
      return refused(DESK_REFUSALS.unknownMessage);
  });
