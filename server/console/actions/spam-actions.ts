'use server';
import 'server-only';
import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import type { FormState } from '@/lib/form-state';
import { formDataToObject } from '@/lib/form-data';
import { consoleItemPath } from '@/lib/fields/console-item';
import { actorOf, assertSameOrigin, requireOperator } from '../auth';
import { refusedState, releaseSuspectedSpam } from '../desk';
import { postedForm, UNREADABLE_FORM } from '../../forms/posted-form';
import { inboxQueryOf, itemPathFrom } from '../inbox-query';

/** "Mark genuine" on a suspected-spam item (issue 24): same-origin, signed in, audited; its held messages leave. */
export async function markGenuineAction(previous: FormState, posted: FormData): Promise<FormState> {
  await assertSameOrigin();
  const form = postedForm(previous, posted);
  if (!form) return UNREADABLE_FORM;
  const operator = await requireOperator();
  const result = await releaseSuspectedSpam(await actorOf(operator), formDataToObject(form));
  if (!result.ok) return refusedState('genuine', result);
  revalidatePath(consoleItemPath(result.data.type, result.data.id));
  revalidatePath('/console');
  // The item page again with its notice, as after the desk's other changes.
  redirect(itemPathFrom(result.data.type, result.data.id, inboxQueryOf(form.get('inbox')), { saved: 'genuine' }));
}
