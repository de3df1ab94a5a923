'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { actorOf, assertSameOrigin, requireOperator } from '../auth';
import { ITEM_STATUSES, ITEM_TYPE_SLUGS, ITEM_TYPES } from '../item-types';
import { retryDeadMessage } from '../deliveries';
import { addNote, assignItem, moderateComment, setItemStatus } from '../workflow';

const itemSchema = z.object({ type: z.enum(ITEM_TYPES), id: z.string().min(1).max(40) });

/** Every desk form: same-origin, signed in, validated; a bad value changes nothing. */
async function deskContext(form: FormData) {
  await assertSameOrigin();
  const operator = await requireOperator();
  const item = itemSchema.safeParse({ type: form.get('type'), id: form.get('id') });
  return { operator, actor: await actorOf(operator), item: item.success ? item.data : null };
}

const pathOf = (item: { type: (typeof ITEM_TYPES)[number]; id: string }) =>
  `/console/items/${ITEM_TYPE_SLUGS[item.type]}/${item.id}`;

/** What the item page's status region confirms after a change (app/console/(desk)/items/[type]/[id]). */
export type SavedKind = 'status' | 'assignment' | 'note' | 'moderation';

/**
 * After a change, the item page again, rendered from the database, with its "Saved" notice: with
 * JavaScript a client navigation, without it a 303 from the post, so both show the stored values.
 */
function savedPage(item: { type: (typeof ITEM_TYPES)[number]; id: string }, kind: SavedKind): never {
  revalidatePath(pathOf(item));
  redirect(`${pathOf(item)}?saved=${kind}`);
}

export async function setStatusAction(form: FormData): Promise<void> {
  const { actor, item } = await deskContext(form);
  const status = z.enum(ITEM_STATUSES).safeParse(form.get('status'));
  if (!item || !status.success) return;
  await setItemStatus(actor, item.type, item.id, status.data);
  savedPage(item, 'status');
}

export async function assignAction(form: FormData): Promise<void> {
  const { actor, item } = await deskContext(form);
  const assignee = z.union([z.literal(''), z.uuid()]).safeParse(form.get('assignee') ?? '');
  if (!item || !assignee.success) return;
  if (!(await assignItem(actor, item.type, item.id, assignee.data || null))) return;
  savedPage(item, 'assignment');
}

export async function addNoteAction(form: FormData): Promise<void> {
  const { actor, item } = await deskContext(form);
  // NUL and other controls (tab and line breaks aside) are refused, never passed to the database (issue 23 item 12).
  const body = z
    .string()
    .trim()
    .min(1)
    .max(5000)
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/)
    .safeParse(form.get('body'));
  if (!item || !body.success) return;
  await addNote(actor, item.type, item.id, body.data);
  savedPage(item, 'note');
}

export async function moderateCommentAction(form: FormData): Promise<void> {
  const { actor, item } = await deskContext(form);
  const action = z.enum(['publish', 'hide', 'delete']).safeParse(form.get('moderation'));
  if (!item || item.type !== 'comment' || !action.success) return;
  await moderateComment(actor, item.id, action.data);
  revalidatePath('/news');
  // A deleted comment has no page left: the inbox's comments say so.
  if (action.data === 'delete') redirect('/console?type=comment&saved=deleted');
  savedPage(item, 'moderation');
}

export async function retryMessageAction(form: FormData): Promise<void> {
  await assertSameOrigin();
  const operator = await requireOperator();
  const id = z.uuid().safeParse(form.get('messageId'));
  if (!id.success) return;
  await retryDeadMessage(await actorOf(operator), id.data);
  revalidatePath('/console/deliveries');
}
