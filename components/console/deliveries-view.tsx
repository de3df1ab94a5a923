import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { retryMessageAction } from '@/server/console/actions/desk-actions';
import type { filedEmails, listUndelivered, undeliveredCounts } from '@/server/console/deliveries';
import type { NamedItem } from '@/server/console/item-fields';
import {
  CONTENTS_REMOVED,
  DELIVERIES_STATE,
  outboxMessageName,
  outboxStatusLabel,
  SEE_WHETHER_DELIVERED,
} from '@/content/console';
import { consoleItemPath } from '@/lib/fields/console-item';
import { formatInZone } from '@/lib/agency-time';
import { agencyTimeZone } from '@/server/console/clock';
import { DeliveryError } from './delivery-error';
import { DeskForm } from './desk-form';
import { SavedNotice } from './saved-notice';
import { TableBox } from './table-box';
import { Time } from './time';

type Message = Awaited<ReturnType<typeof listUndelivered>>[number];

/**
 * The outbox's messages that have not left: pending (maybe failing) and dead, with "Retry now" for dead ones and a
 * link to the item each is about ("Claim CLM-..."), where the agency can call the person whose confirmation did not
 * leave.
 */
export function DeliveriesView({
  messages,
  filed = { count: 0, latest: null },
  counts,
  notice,
}: {
  messages: Message[];
  /** All undelivered messages by state (the list may show fewer); by default what the list holds. */
  counts?: Awaited<ReturnType<typeof undeliveredCounts>>;
  /** E-mails written to files because no mail server is set up: none of them reached anyone. */
  filed?: Awaited<ReturnType<typeof filedEmails>>;
  notice?: string;
}) {
  const timeZone = agencyTimeZone();
  const held = counts?.held ?? 0;
  const undelivered = counts ? counts.pending + counts.dead : messages.length;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold">Deliveries</h1>
      <SavedNotice notice={notice} checkAgain={{ href: '/console/deliveries', label: SEE_WHETHER_DELIVERED }} />
      <p>E-mails, CRM webhooks and text messages waiting to be delivered, failing, or given up on.</p>
      {filed.count > 0 ? (
        <p className="rounded border-2 border-destructive p-3 font-medium">
          {DELIVERIES_STATE.filed(filed.count)}
          {filed.latest ? (
            <>
              {' '}
              {DELIVERIES_STATE.latestFiled} <Time date={filed.latest} />.
            </>
          ) : null}
        </p>
      ) : null}
      {held > 0 ? <p className="rounded border p-3">{DELIVERIES_STATE.held(held)}</p> : null}
      {undelivered > messages.length ? <p>{DELIVERIES_STATE.listed(messages.length, undelivered)}</p> : null}
      {messages.length === 0 ? (
        <p>{filed.count > 0 || held > 0 ? DELIVERIES_STATE.nothingWaiting : DELIVERIES_STATE.allDelivered}</p>
      ) : (
        <TableBox label="Undelivered messages">
          {/* min-w: on a phone the columns keep a readable width and the box scrolls, rather than a word per line. */}
          <table className="w-full min-w-3xl text-left text-sm">
            <caption className="sr-only">Undelivered messages: those given up on first, then the newest</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="p-2">
                  Queued
                </th>
                <th scope="col" className="p-2">
                  Message
                </th>
                <th scope="col" className="p-2">
                  State
                </th>
                <th scope="col" className="p-2">
                  Tries
                </th>
                <th scope="col" className="p-2">
                  Last error
                </th>
                <th scope="col" className="p-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <tr key={message.id} className="border-b align-top">
                  <td className="p-2 whitespace-nowrap">
                    <Time date={message.createdAt} />
                  </td>
                  <td className="p-2">
                    {outboxMessageName(message.channel, message.topic)}
                    <ItemLink item={message.item} />
                  </td>
                  <td className="p-2">
                    {/* The item page's words (content/console.ts); a failing one says when it tries again. */}
                    {message.status === 'pending' && message.lastError ? (
                      <>
                        failing, next try <Time date={message.nextAttemptAt} />
                      </>
                    ) : (
                      outboxStatusLabel(message.status, message.channel)
                    )}
                  </td>
                  <td className="p-2">{message.attempts}</td>
                  <td className="p-2 break-words">
                    <DeliveryError channel={message.channel} lastError={message.lastError} />
                  </td>
                  <td className="p-2">
                    {message.retryable ? (
                      <DeskForm action={retryMessageAction}>
                        <input type="hidden" name="messageId" value={message.id} />
                        <Button
                          type="submit"
                          size="sm"
                          aria-label={`Retry now: ${outboxMessageName(message.channel, message.topic)} queued ${formatInZone(message.createdAt, timeZone)}`}
                        >
                          Retry now
                        </Button>
                      </DeskForm>
                    ) : message.status === 'dead' ? (
                      <span className="text-sm text-muted-foreground">{CONTENTS_REMOVED}</span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
    </div>
  );
}

/** The item's page, named as its title names it: whom the failure touches, and where to retry or call. */
function ItemLink({ item }: { item: NamedItem | null }) {
  if (!item) return null;
  return (
    <>
      <br />
      {/* Not fetched ahead: a list of messages would ask the server for every item on it, opened or not. */}
      <Link href={consoleItemPath(item.type, item.id)} prefetch={false} className="underline underline-offset-4">
        {item.title}
      </Link>
    </>
  );
}
