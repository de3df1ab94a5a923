import type { Metadata } from 'next';
import { InboxView } from '@/components/console/inbox-view';
import { RECOVERY_CODE_USED, SAVED_NOTICES } from '@/content/console';
import { requireOperator } from '@/server/console/auth';
import { now } from '@/server/console/clock';
import { countHeldMatches, countNewSuspectedSpam, inboxFiltersSchema, listInbox } from '@/server/console/inbox';
import { remainingRecoveryCodes } from '@/server/console/recovery-codes';
import { listAgents } from '@/server/console/workflow';

export const metadata: Metadata = { title: 'Inbox' };

export default async function InboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Layouts and pages render in parallel: each page checks the session itself.
  const operator = await requireOperator();
  const raw = await searchParams;
  const filters = inboxFiltersSchema.parse(
    Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value || undefined]),
    ),
  );
  const viewer = { operatorId: operator.operatorId };
  const [page, agents, newSpam] = await Promise.all([
    listInbox(filters, viewer),
    listAgents(),
    countNewSuspectedSpam(),
  ]);
  const heldMatches = await countHeldMatches(filters, page.total, viewer);
  // A comment deleted from its page comes back here (server/console/actions/desk-actions.ts), and a
  // sign-in with a recovery code (server/console/actions/session-actions.ts).
  const recoveryCodeUsed = raw['signed-in'] === 'recovery-code';
  const notice =
    raw.saved === 'deleted'
      ? SAVED_NOTICES.deleted()
      : recoveryCodeUsed
        ? RECOVERY_CODE_USED(await remainingRecoveryCodes(operator.operatorId))
        : undefined;
  return (
    <InboxView
      filters={filters}
      page={page}
      agents={agents}
      now={now()}
      notice={notice}
      noticeWarns={recoveryCodeUsed}
      newSpam={newSpam}
      heldMatches={heldMatches}
    />
  );
}
