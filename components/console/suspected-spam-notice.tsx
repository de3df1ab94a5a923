import { Button } from '@/components/ui/button';
import { markGenuineAction } from '@/server/console/actions/desk-actions';
import type { ItemType } from '@/lib/fields/console-item';
import { DeskForm, ItemKey } from './desk-form';

const REASONS: Record<string, string> = {
  'honeypot-filled': 'the hidden trap field was filled in',
  'submitted-too-fast': 'the form was sent faster than a person fills it',
};

/**
 * Shown on an item stored as suspected spam (issue 24): why, that nothing was sent, and the one
 * action that sends the agency's e-mail, the webhook and the visitor's confirmation after all.
 */
export function SuspectedSpamNotice({
  type,
  id,
  reason,
  inbox,
}: {
  type: ItemType;
  id: string;
  reason: string;
  /** The inbox's query the item was opened from, kept after the release. */
  inbox: string;
}) {
  return (
    <section aria-labelledby="suspected-spam" className="space-y-2 rounded-md border border-destructive p-4">
      <h2 id="suspected-spam" className="text-lg font-semibold">
        Suspected spam
      </h2>
      <p>
        Stored, but no e-mail or webhook was sent: {REASONS[reason] ?? reason}. If a person sent it, mark it genuine and
        the notifications go out now.
      </p>
      <DeskForm action={markGenuineAction}>
        <ItemKey type={type} id={id} inbox={inbox} />
        <Button type="submit">Mark genuine</Button>
      </DeskForm>
    </section>
  );
}
