'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { formDataToObject } from '@/lib/form-data';
import { consoleItemPath } from '@/lib/fields/console-item';
import { withoutControlCharacters, type ItemKey } from '@/lib/schemas/console-desk';
import { postedForm, UNREADABLE_FORM } from '../../forms/posted-form';
import { DESK_REFUSALS } from '@/content/console';
import { inboxPathFrom, inboxQueryOf, itemPathFrom } from '../inbox-query';
import { actorOf, assertSameOrigin, currentOperator } from '../auth';
import {
  addItemNote,
  changeAssignee,
  changeStatus,
  moderate,
  retryItemMessage,
  refusedState,
  releaseSuspectedSpam,
  retryMessage,
} from '../desk';

/**
 * Every desk form: same-origin, signed in; then the change, parsed and checked (server/console/desk.ts).
 * Null when the session has ended (30 minutes without a request: typing a call's notes makes none):
 * the form then says so and keeps what was typed, where a redirect to the sign-in page lost it.
 */
async function deskActor() {
  await assertSameOrigin();
  const operator = await currentOperator();
  return operator ? actorOf(operator) : null;
}

/** The answer of a desk form whose session has ended: nothing saved, the typed values kept. */
const sessionEnded = (form: string, values?: Record<string, string>): FormState =>
  refusedState(
    form,
    { ok: false, message: DESK_REFUSALS.sessionEnded, fieldErrors: { form: [DESK_REFUSALS.sessionEnded] } },
    values,
  );

/** The item's page, keeping the inbox it was opened from (the form's hidden `inbox`). */
const pathOf = (item: ItemKey, form: FormData, query: Record<string, string> = {}) =>
  itemPathFrom(item.type, item.id, inboxQueryOf(form.get('inbox')), query);

/** What the item page's status region confirms after a change (app/console/(desk)/items/[type]/[id]). */
export type SavedKind = 'status' | 'assignment' | 'note' | 'moderation' | 'retry' | 'genuine';

/**
 * After a change, the item page again, rendered from the database, with its "Saved" notice: with
 * JavaScript a client navigation, without it a 303 from the post, so both show the stored values.
 */
function savedPage(item: ItemKey, kind: SavedKind, form: FormData): never {
  revalidatePath(consoleItemPath(item.type, item.id));
  redirect(pathOf(item, form, { saved: kind }));
}

/**
 * A change refused because someone changed the same thing since the page was drawn: the item page
 * again, as stored now, saying so (`?stale=`), rather than a message beside a form still showing the
 * old value.
 */
function stalePage(stale: ItemKey & { what: StaleKind }, form: FormData): never {
  revalidatePath(consoleItemPath(stale.type, stale.id));
  redirect(pathOf(stale, form, { stale: stale.what }));
}

/** What a stale change was about (the item page's `?stale=`). */
export type StaleKind = 'status' | 'assignment';

export async function setStatusAction(previous: FormState, posted: FormData): Promise<FormState> {
  const form = postedForm(previous, posted);
  if (!form) return UNREADABLE_FORM;
  const actor = await deskActor();
  if (!actor) return sessionEnded('status');
  const result = await changeStatus(actor, formDataToObject(form));
  if (!result.ok && result.stale) stalePage(result.stale, form);
  if (!result.ok) return refusedState('status', result);
  savedPage(result.data, 'status', form);
}

export async function assignAction(previous: FormState, posted: FormData): Promise<FormState> {
  const form = postedForm(previous, posted);
  if (!form) return UNREADABLE_FORM;
  const actor = await deskActor();
  if (!actor) return sessionEnded('assignment');
  const result = await changeAssignee(actor, formDataToObject(form));
  if (!result.ok && result.stale) stalePage(result.stale, form);
  if (!result.ok) return refusedState('assignment', result);
  savedPage(result.data, 'assignment', form);
}

export async function addNoteAction(previous: FormState, posted: FormData): Promise<FormState> {
  const form = postedForm(previous, posted);
  if (!form) return UNREADABLE_FORM;
  const fields = formDataToObject(form);
  const actor = await deskActor();
  if (!actor) return sessionEnded('note', { body: withoutControlCharacters(fields.body ?? '') });
  const result = await addItemNote(actor, fields);
  // The typed note stays in the box to be corrected: staff must not lose a call's notes to a pasted
  // escape sequence. Its control characters are left out (the message says so), never sent back.
  if (!result.ok) return refusedState('note', result, { body: withoutControlCharacters(fields.body ?? '') });
  savedPage(result.data, 'note', form);
}

export async function moderateCommentAction(previous: FormState, posted: FormData): Promise<FormState> {
  const form = postedForm(previous, posted);
  if (!form) return UNREADABLE_FORM;
  const actor = await deskActor();
  if (!actor) return sessionEnded('moderation');
  const result = await moderate(actor, formDataToObject(form));
  if (!result.ok) return refusedState('moderation', result);
  revalidatePath('/news');
  // A deleted comment has no page left: the inbox it was opened from says so.
  if (result.data.moderation === 'delete')
    redirect(inboxPathFrom(inboxQueryOf(form.get('inbox')), { saved: 'deleted' }));
  savedPage(result.data, 'moderation', form);
}

export async function retryMessageAction(previous: FormState, posted: FormData): Promise<FormState> {
  const form = postedForm(previous, posted);
  if (!form) return UNREADABLE_FORM;
  const actor = await deskActor();
  if (!actor) return sessionEnded('retry');
  const result = await retryMessage(actor, formDataToObject(form));
  if (!result.ok) return refusedState('retry', result);
  // Deliveries again with its notice, as the item page after its own retry (a 303 without JavaScript).
  revalidatePath('/console/deliveries');
  redirect('/console/deliveries?saved=retry');
}

export async function retryItemMessageAction(previous: FormState, posted: FormData): Promise<FormState> {
  const form = postedForm(previous, posted);
  if (!form) return UNREADABLE_FORM;
  const actor = await deskActor();
  if (!actor) return sessionEnded('retry');
  const result = await retryItemMessage(actor, formDataToObject(form));
  if (!result.ok) return refusedState('retry', result);
  revalidatePath('/console/deliveries');
  savedPage(result.data, 'retry', form);
}

/** "Mark genuine" on a suspected-spam item (issue 24): its held messages leave, audited like every desk change. */
export async function markGenuineAction(previous: FormState, posted: FormData): Promise<FormState> {
  const form = postedForm(previous, posted);
  if (!form) return UNREADABLE_FORM;
  const actor = await deskActor();
  if (!actor) return sessionEnded('genuine');
  const result = await releaseSuspectedSpam(actor, formDataToObject(form));
  if (!result.ok) return refusedState('genuine', result);
  revalidatePath(consoleItemPath(result.data.type, result.data.id));
  revalidatePath('/console');
  // The item page again with its notice, as after the desk's other changes.
  redirect(pathOf(result.data, form, { saved: 'genuine' }));
}
