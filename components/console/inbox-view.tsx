import type * as React from 'react';
import Link from 'next/link';
import type { Agent } from '@/server/console/workflow';
import {
  agentName,
  BACK_TO_INBOX,
  EXPORT_HINT,
  ITEM_COLUMNS,
  ITEM_STATUS_LABELS,
  ITEM_TYPE_LABELS,
  LANGUAGE_LABELS,
  type ItemColumn,
} from '@/content/console';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { waitedFor } from '@/lib/agency-time';
import { phoneAsRead, telHref } from '@/lib/phone';
import type { InboxFilters, InboxItem, InboxPage } from '@/server/console/inbox';
import { inboxQuery, itemPathFrom } from '@/server/console/inbox-query';
import { ITEM_STATUSES, ITEM_TYPES } from '@/lib/fields/console-item';
import { FilterForm } from './filter-form';
import { OpeningHint } from './opening-hint';
import { DoNotContactMarker } from './do-not-contact-marker';
import { SavedNotice } from './saved-notice';
import { TableBox } from './table-box';
import { Time } from './time';

interface Props {
  filters: InboxFilters;
  /** The page of the inbox: its items, how many match, how many come before it, the places of its neighbours. */
  page: InboxPage;
  agents: Agent[];
  /** The console's now, for how long a new item has waited. */
  now: Date;
  /** A notice for the status region (a comment deleted from its page, a recovery code used). */
  notice?: string;
  /** The notice asks for care (a recovery code was used): drawn as a warning, not a success. */
  noticeWarns?: boolean;
  /** Suspected spam nobody has judged yet (status New), counted on the link to its list. */
  newSpam: number;
  /** How many suspected-spam items these filters match when the list shows none (else 0). */
  heldMatches?: number;
}

/** A cell of a type's own column: long text cut short (the item page has it all). */
function cellText(value: string | undefined): string {
  if (!value) return '';
  return value.length > 100 ? `${value.slice(0, 99)}…` : value;
}

/**
 * The cell of an e-mail address: wide enough to read it in a few lines. An address may break at
 * any letter, so without a width a phone's table squeezed it to one letter per line.
 */
const CONTACT_CELL = 'min-w-48 p-2';

/**
 * An e-mail address and a phone number, as links to write or call; as plain text for someone who
 * opted out, so nobody reaches them with a tap beside the "Do not contact" marker.
 */
function Contact({
  email,
  phone,
  doNotContact,
}: {
  email: string | null;
  phone: string | null;
  doNotContact: boolean;
}) {
  const tel = phone && !doNotContact ? telHref(phone) : undefined;
  return (
    <>
      {email && !doNotContact ? (
        <a className="break-all underline underline-offset-4" href={`mailto:${email}`}>
          {email}
        </a>
      ) : email ? (
        <div className="break-all">{email}</div>
      ) : null}
      {phone ? (
        // Apart from the e-mail link above it: on a phone a tap meant for one must not call or write to the other.
        <div className="mt-2 whitespace-nowrap">
          {tel ? (
            <a className="underline underline-offset-4" href={tel}>
              {phoneAsRead(phone)}
            </a>
          ) : (
            phoneAsRead(phone)
          )}
        </div>
      ) : null}
    </>
  );
}

/** The filters' first page: no place in the list. */
const FIRST_PAGE = { after: undefined, before: undefined };

/** Why a list shows no row, when the filters say why: a page past the last one, or dates the wrong way round. */
function EmptyListHint({
  filters,
  shown,
  total,
  heldMatches,
}: {
  filters: InboxFilters;
  shown: number;
  total: number;
  heldMatches: number;
}) {
  if (shown > 0) return null;
  if (total > 0)
    return (
      <p>
        This page is past the last one.{' '}
        <Link className="underline underline-offset-4" href={`/console${inboxQuery(filters, FIRST_PAGE)}`}>
          Go to the first page
        </Link>
      </p>
    );
  if (filters.from && filters.to && filters.from > filters.to)
    return <p>The From date is after the To date, so nothing can match. Swap them and filter again.</p>;
  // The suspected-spam list is a list of its own, not a filter: its filters are cleared within it.
  const list = filters.view === 'spam' ? inboxQuery({ view: 'spam' }) : '';
  const unfiltered = inboxQuery(filters, FIRST_PAGE) === list;
  if (heldMatches > 0) {
    const one = heldMatches === 1;
    // Held of any status: one staff set to Spam is still where the list says.
    const where = unfiltered
      ? `No submissions here. ${one ? '1 submission is' : `${heldMatches} submissions are`} held as suspected spam:`
      : `Nothing here matches these filters. ${one ? '1 submission' : `${heldMatches} submissions`} held as ` +
        `suspected spam ${one ? 'matches' : 'match'} them:`;
    return (
      <p>
        {where}{' '}
        <Link className="underline underline-offset-4" href={`/console${inboxQuery(filters, { view: 'spam' })}`}>
          {one ? 'Show it' : 'Show them'}
        </Link>
      </p>
    );
  }
  if (unfiltered) return <p>{list ? 'No suspected spam.' : 'No submissions yet.'}</p>;
  return (
    <p>
      Nothing matches these filters.{' '}
      <Link className="underline underline-offset-4" href={`/console${list}`}>
        {list ? 'Show all suspected spam' : 'Show every item'}
      </Link>
    </p>
  );
}

/** When it came in: one line from a tablet up; on a phone two, leaving room for more columns. */
function ReceivedCell({ date }: { date: Date }) {
  return (
    <td className="min-w-28 p-2 sm:whitespace-nowrap">
      <Time date={date} />
    </td>
  );
}

/** A row's way into its item: the name (or company) as the link, its reference, and the do-not-contact marker. */
function ItemLinkCell({
  href,
  name,
  reference,
  doNotContact,
  desk,
}: {
  href: string;
  name: string;
  reference?: string | null;
  doNotContact: InboxItem['doNotContact'];
  /** The status and assignee, shown here on a phone, where their own columns are hidden. */
  desk: React.ReactNode;
}) {
  // A name may be one long word (a company typed without spaces): it breaks, rather than widen the
  // table until Status and Assigned lie past a desktop's edge.
  return (
    <td className="min-w-32 p-2 [overflow-wrap:anywhere]">
      {/* Not fetched ahead: a page of fifty rows would ask the server for fifty items nobody opened. */}
      <Link className="font-medium underline underline-offset-4" href={href} prefetch={false}>
        {name || '(no name)'}
        <OpeningHint />
      </Link>
      {/* A reference is read and typed whole: never split at its hyphens. */}
      {reference ? <div className="whitespace-nowrap text-muted-foreground">{reference}</div> : null}
      {doNotContact ? (
        <div>
          <DoNotContactMarker optOut={doNotContact} />
        </div>
      ) : null}
      <div className="mt-1 sm:hidden">{desk}</div>
    </td>
  );
}

/** Every submission in one list: a GET form of filters, the table, paging links. */
export function InboxView({ filters, page, agents, now, notice, noticeWarns, newSpam, heldMatches = 0 }: Props) {
  const { items, total } = page;
  const agentEmail = new Map(agents.map((agent) => [agent.id, agent.email]));
  // One type picked: that type's own columns; every type: the shared ones and a summary.
  const columns = filters.type
    ? ITEM_COLUMNS[filters.type].filter((column: ItemColumn) => column.table !== false)
    : null;
  // The column that links to the item (the name) leads, the others follow the received time.
  const leading = columns?.filter((column) => 'link' in column && column.link) ?? [];
  const trailing = columns?.filter((column) => !('link' in column && column.link)) ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{filters.view === 'spam' ? 'Suspected spam' : 'Inbox'}</h1>
        <Link
          className="underline underline-offset-4"
          href={`/console${inboxQuery(filters, { agent: 'me' })}`}
          aria-current={filters.agent === 'me' ? 'page' : undefined}
        >
          Assigned to me
        </Link>
      </div>
      <SpamViewLink filters={filters} newSpam={newSpam} />
      <SavedNotice notice={notice} refused={noticeWarns} />
      {/* From 1280 px one row: the search wider than the lists, the two buttons side by side. */}
      <FilterForm
        filters={filters}
        action="/console"
        className="grid items-end gap-3 sm:grid-cols-3 xl:grid-cols-[repeat(5,minmax(0,1fr))_minmax(0,1.6fr)_auto]"
      >
        {filters.view ? <input type="hidden" name="view" value={filters.view} /> : null}
        <div className="space-y-1">
          <Label htmlFor="f-type">Type</Label>
          <NativeSelect id="f-type" name="type" defaultValue={filters.type ?? ''}>
            <option value="">All types</option>
            {ITEM_TYPES.map((type) => (
              <option key={type} value={type}>
                {ITEM_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-status">Status</Label>
          <NativeSelect id="f-status" name="status" defaultValue={filters.status ?? ''}>
            <option value="">Any status</option>
            {ITEM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {ITEM_STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-agent">Assigned to</Label>
          <NativeSelect id="f-agent" name="agent" defaultValue={filters.agent ?? ''}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="unassigned">Nobody</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agentName(agent)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-from">From</Label>
          <Input id="f-from" name="from" type="date" defaultValue={filters.from ?? ''} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-to">To</Label>
          <Input id="f-to" name="to" type="date" defaultValue={filters.to ?? ''} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="f-q">Name, e-mail, phone or reference</Label>
          <Input id="f-q" name="q" type="search" defaultValue={filters.q ?? ''} />
        </div>
        <div className="flex flex-wrap items-end gap-2 xl:flex-nowrap">
          <Button type="submit">Filter</Button>
          <Button asChild variant="outline">
            <a href={`/api/console/export${inboxQuery(filters, FIRST_PAGE)}`}>Export CSV</a>
          </Button>
        </div>
        {/* With the Export button it explains, folded with it on a phone. */}
        <p className="text-sm text-muted-foreground sm:col-span-full">{EXPORT_HINT}</p>
      </FilterForm>
      <p aria-live="polite">
        {total} {total === 1 ? 'item' : 'items'}
        {page.previous || page.next ? `, ${page.before + 1}–${page.before + items.length} shown` : ''}
      </p>
      <EmptyListHint filters={filters} shown={items.length} total={total} heldMatches={heldMatches} />
      {/* On a phone the table scrolls inside its own box (the page never does); its links take the keyboard there. */}
      <TableBox label="Submissions">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {filters.type ? `${ITEM_TYPE_LABELS[filters.type]} submissions, newest first` : 'Submissions, newest first'}
          </caption>
          <thead>
            <tr className="border-b">
              {/* The link into the item first: on a phone the table's first columns are the ones in view. */}
              {columns ? (
                <>
                  {leading.map((column) => (
                    <th key={column.key} scope="col" className="p-2">
                      {column.label}
                    </th>
                  ))}
                  <th scope="col" className="p-2">
                    Received
                  </th>
                  {trailing.map((column) => (
                    <th key={column.key} scope="col" className="p-2">
                      {column.label}
                    </th>
                  ))}
                </>
              ) : (
                <>
                  <th scope="col" className="p-2">
                    Name
                  </th>
                  <th scope="col" className="p-2">
                    Received
                  </th>
                  <th scope="col" className="p-2">
                    Type
                  </th>
                  <th scope="col" className="p-2">
                    Contact
                  </th>
                  <th scope="col" className="p-2">
                    Language
                  </th>
                  <th scope="col" className="p-2">
                    Details
                  </th>
                </>
              )}
              {/* On a phone the two are in the first cell, in view without scrolling the table. */}
              <th scope="col" className="hidden p-2 sm:table-cell">
                Status
              </th>
              <th scope="col" className="hidden p-2 sm:table-cell">
                Assigned
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => {
              const href = itemPathFrom(item.type, item.id, inboxQuery(filters));
              const assignee = item.assignedTo ? (agentEmail.get(item.assignedTo) ?? '') : '';
              const status = (
                <>
                  {ITEM_STATUS_LABELS[item.status]}
                  {item.status === 'new' ? (
                    <div className="text-muted-foreground whitespace-nowrap">
                      waiting {waitedFor(now.getTime() - item.createdAt.getTime())}
                    </div>
                  ) : null}
                </>
              );
              const desk = (
                <>
                  {status}
                  {assignee ? <div className="[overflow-wrap:anywhere]">Assigned to {assignee}</div> : null}
                </>
              );
              return (
                <tr key={`${item.type}:${item.id}`} className="border-b align-top">
                  {columns ? (
                    <>
                      {leading.map((column) => (
                        <ItemLinkCell
                          key={column.key}
                          href={href}
                          name={cellText(item.columns[column.key])}
                          doNotContact={item.doNotContact}
                          desk={desk}
                        />
                      ))}
                      <ReceivedCell date={item.createdAt} />
                      {trailing.map((column) => (
                        <td key={column.key} className={column.key === 'email' ? CONTACT_CELL : 'p-2'}>
                          {column.key === 'email' || column.key === 'phone' ? (
                            <Contact
                              email={column.key === 'email' ? item.email : null}
                              phone={column.key === 'phone' ? item.phone : null}
                              doNotContact={Boolean(item.doNotContact)}
                            />
                          ) : (
                            cellText(item.columns[column.key])
                          )}
                        </td>
                      ))}
                    </>
                  ) : (
                    <>
                      <ItemLinkCell
                        href={href}
                        name={item.name}
                        reference={item.reference}
                        doNotContact={item.doNotContact}
                        desk={desk}
                      />
                      <ReceivedCell date={item.createdAt} />
                      <td className="p-2">{ITEM_TYPE_LABELS[item.type]}</td>
                      <td className={CONTACT_CELL}>
                        <Contact email={item.email} phone={item.phone} doNotContact={Boolean(item.doNotContact)} />
                      </td>
                      <td className="p-2">{LANGUAGE_LABELS[item.language]}</td>
                      <td className="p-2">{item.summary}</td>
                    </>
                  )}
                  <td className="hidden p-2 sm:table-cell">{status}</td>
                  <td className="hidden p-2 [overflow-wrap:anywhere] sm:table-cell">{assignee}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableBox>
      {page.previous || page.next ? (
        <nav aria-label="Pages" className="flex gap-4">
          {page.previous ? (
            <Link href={`/console${inboxQuery(filters, { before: page.previous, after: undefined })}`}>
              Previous page
            </Link>
          ) : null}
          {page.next ? (
            <Link href={`/console${inboxQuery(filters, { after: page.next, before: undefined })}`}>Next page</Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/**
 * The way between the inbox and the suspected-spam list (issue 24): submissions that tripped the
 * honeypot or the fill-time check, stored but not announced until someone marks them genuine.
 */
function SpamViewLink({ filters, newSpam }: { filters: InboxFilters; newSpam: number }) {
  return filters.view === 'spam' ? (
    <p className="text-sm">
      Stored, nothing sent: open one and choose Mark genuine to send its e-mails and webhook.{' '}
      <Link className="underline underline-offset-4" href="/console">
        {BACK_TO_INBOX}
      </Link>
    </p>
  ) : (
    <p className="text-sm">
      {/* "N new" opens those N: the list it names, not the whole spam list beside a count of part of it. */}
      <Link
        className="underline underline-offset-4"
        href={newSpam > 0 ? '/console?view=spam&status=new' : '/console?view=spam'}
      >
        {newSpam > 0 ? `Suspected spam (${newSpam} new)` : 'Suspected spam'}
      </Link>
    </p>
  );
}
