'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { markGenuine } from '../../spam/suspected';
import { actorOf, assertSameOrigin, requireOperator } from '../auth';
import { ITEM_TYPE_SLUGS, ITEM_TYPES } from '../item-types';

const itemSchema = z.object({ type: z.enum(ITEM_TYPES), id: z.string().min(1).max(40) });

/** "Mark genuine" on a suspected-spam item (issue 24): same-origin, signed in, audited; its held messages leave. */
export async function markGenuineAction(form: FormData): Promise<void> {
  await assertSameOrigin();
  const operator = await requireOperator();
  const item = itemSchema.safeParse({ type: form.get('type'), id: form.get('id') });
  if (!item.success) return;
  await markGenuine(await actorOf(operator), item.data.type, item.data.id);
  revalidatePath(`/console/items/${ITEM_TYPE_SLUGS[item.data.type]}/${item.data.id}`);
  revalidatePath('/console');
}
