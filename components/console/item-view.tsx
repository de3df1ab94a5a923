import Link from 'next/link';
import type { Agent } from '@/server/console/workflow';
import {
  agentName,
  BACK_TO_INBOX,
  CONTENTS_REMOVED,
  DELETE_COMMENT,
  DOCUMENTS_RETIRED,
  DO_NOT_CONTACT,
  ITEM_STATUS_LABELS,
  ITEM_TYPE_LABELS,
  itemHistoryLine,
  NO_HISTORY,
  outboxMessageName,
  outboxStatusLabel,
  SAVED_NOTICES,
  STALE_NOTICES,
  SEE_WHETHER_DELIVERED,
  SPAM_COMMENT_HINT,
} from '@/content/console';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDayInZone, waitedFor } from '@/lib/agency-time';
import {
  addNoteAction,
  assignAction,
  moderateCommentAction,
  retryItemMessageAction,
  setStatusAction,
  type SavedKind,
  type StaleKind,
} from '@/server/console/actions/desk-actions';
import { agencyTimeZone } from '@/server/console/clock';
import { ITEM_STATUSES } from '@/lib/fields/console-item';
import { itemPathFrom } from '@/server/console/inbox-query';
import type { ItemDetail } from '@/server/console/items';
import { DeliveryError } from './delivery-error';
import { DeskForm, ItemKey, NoteForm } from './desk-form';
import { SavedNotice } from './saved-notice';
import { Time } from './time';

interface Props {
  item: ItemDetail;
  agents: Agent[];
  /** What was just saved (the page's ?saved=), for the status region. */
  saved?: SavedKind;
  /** What a change was refused about because someone changed it first (the page's ?stale=). */
  stale?: StaleKind;
  /** The console's now, for how long a new item has waited. */
  now: Date;
  /** The inbox's query it was opened from (server/console/inbox-query.ts), '' for the plain inbox. */
  inbox: string;
}

const assigneeName = (item: ItemDetail, agents: Props['agents']) =>
  agents.find((agent) => agent.id === item.workflow.assignedTo)?.email ?? 'nobody';

function staleNotice(item: ItemDetail, agents: Props['agents'], stale: StaleKind | undefined): string {
  if (stale === 'status') return STALE_NOTICES.status(ITEM_STATUS_LABELS[item.workflow.status]);
  if (stale === 'assignment') return STALE_NOTICES.assignment(assigneeName(item, agents));
  return '';
}

function savedNotice(item: ItemDetail, agents: Props['agents'], saved: SavedKind | undefined): string {
  if (saved === 'status') return SAVED_NOTICES.status(ITEM_STATUS_LABELS[item.workflow.status]);
  if (saved === 'assignment') return SAVED_NOTICES.assignment(assigneeName(item, agents));
  if (saved === 'note') return SAVED_NOTICES.note();
  if (saved === 'moderation') return SAVED_NOTICES.moderation(item.visibility);
  if (saved === 'retry') return SAVED_NOTICES.retry();
  if (saved === 'genuine') return SAVED_NOTICES.genuine();
  return '';
}

/**
 * A list of fields and values: two columns from `sm`. On a phone each name sits above its value, so
 * the name is smaller and muted and a pair is spaced from the next (in one weight and size, "Kind /
 * Health assessment / Name / Lucía Gómez" read as one list of equal lines).
 */
const FIELD_LIST =
  'grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)] max-sm:gap-y-0.5 max-sm:[&_dd]:mb-3 max-sm:[&_dt]:text-sm max-sm:[&_dt]:text-muted-foreground';

/**
 * One submission: every field, workflow, notes, consent record, documents, outbox messages, the person's other
 * requests.
 */
export function ItemView({ item, agents, saved, stale, now, inbox }: Props) {
  const timeZone = agencyTimeZone();
  const firstOptOut = item.optOuts[0];
  const refusal = staleNotice(item, agents, stale);
  const notice = refusal || savedNotice(item, agents, saved);
  return (
    <div className="min-w-0 space-y-8">
      <p>
        <Link href={`/console${inbox}`} className="underline underline-offset-4">
          {BACK_TO_INBOX}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold break-words">{item.title}</h1>
      <SavedNotice
        notice={notice}
        refused={Boolean(refusal)}
        checkAgain={
          saved === 'retry'
            ? { href: itemPathFrom(item.type, item.id, inbox), label: SEE_WHETHER_DELIVERED }
            : undefined
        }
      />
      {firstOptOut ? (
        <div className="rounded border-2 border-destructive p-3 font-medium" data-testid="do-not-contact">
          {DO_NOT_CONTACT.banner(firstOptOut.reference, formatDayInZone(firstOptOut.createdAt, timeZone))}
        </div>
      ) : null}
      <p className="text-sm">
        {ITEM_TYPE_LABELS[item.type]}, received <Time date={item.createdAt} />, status{' '}
        {ITEM_STATUS_LABELS[item.workflow.status]}
        {item.workflow.status === 'new' ? `, waiting ${waitedFor(now.getTime() - item.createdAt.getTime())}` : ''}
        {item.visibility ? `, ${item.visibility}` : ''}
      </p>

      <section aria-labelledby="desk" className="grid gap-4 sm:grid-cols-2">
        <h2 id="desk" className="text-lg font-semibold sm:col-span-2">
          Desk
        </h2>
        {/* Keyed on the stored value: after a save the form is new, so the control shows what is
            stored (React 19 resets a form after its action). */}
        <DeskForm
          key={`status:${item.workflow.status}`}
          action={setStatusAction}
          className="flex flex-wrap items-end gap-2"
        >
          <ItemKey type={item.type} id={item.id} inbox={inbox} />
          <input type="hidden" name="shownStatus" value={item.workflow.status} />
          {/* On a phone the list takes the row and its button goes below: beside it, an agent's e-mail was cut. */}
          <div className="min-w-0 basis-full space-y-1 sm:flex-1 sm:basis-0">
            <Label htmlFor="status">Status</Label>
            <NativeSelect id="status" name="status" defaultValue={item.workflow.status}>
              {ITEM_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ITEM_STATUS_LABELS[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit">Save status</Button>
        </DeskForm>
        <DeskForm
          key={`assignee:${item.workflow.assignedTo ?? ''}`}
          action={assignAction}
          className="flex flex-wrap items-end gap-2"
        >
          <ItemKey type={item.type} id={item.id} inbox={inbox} />
          <input type="hidden" name="shownAssignee" value={item.workflow.assignedTo ?? ''} />
          <div className="min-w-0 basis-full space-y-1 sm:flex-1 sm:basis-0">
            <Label htmlFor="assignee">Assigned to</Label>
            <NativeSelect id="assignee" name="assignee" defaultValue={item.workflow.assignedTo ?? ''}>
              <option value="">Nobody</option>
              {/* A disabled account takes no new work; it is listed only while it still holds this item. */}
              {agents
                .filter((agent) => !agent.disabled || agent.id === item.workflow.assignedTo)
                .map((agent) => (
                  <option key={agent.id} value={agent.id}>
                    {agentName(agent)}
                  </option>
                ))}
            </NativeSelect>
          </div>
          <Button type="submit">Assign</Button>
        </DeskForm>
        {item.type === 'comment' ? (
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
            {/* Spam is never shown: restoring waits until the status is no longer Spam (the desk refuses it too). */}
            {(item.visibility === 'published'
              ? ['hide', 'delete']
              : item.workflow.status === 'spam'
                ? ['delete']
                : ['publish', 'delete']
            ).map((action) =>
              action === 'delete' ? (
                // Deleting cannot be undone: the button that does it is behind a second, deliberate step (a
                // disclosure, so it works without JavaScript too), not beside Hide where a slip would reach it.
                // Keyed by the item's state (every desk change adds a history entry or a note): after another
                // change the page comes back with the warning folded, not still offering "Delete for good".
                <details
                  key={`${action}:${item.workflow.status}:${item.visibility}:${item.history[0]?.id ?? ''}:${item.notes.length}`}
                  className="group basis-full"
                >
                  <summary
                    className={buttonVariants({
                      variant: 'outline',
                      className: 'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
                    })}
                  >
                    {DELETE_COMMENT.open}
                  </summary>
                  <div className="mt-2 space-y-2 rounded border-2 border-destructive p-3">
                    <p className="text-sm">{DELETE_COMMENT.warning}</p>
                    <DeskForm action={moderateCommentAction}>
                      <ItemKey type={item.type} id={item.id} inbox={inbox} />
                      <input type="hidden" name="moderation" value="delete" />
                      <Button type="submit" variant="destructive">
                        {DELETE_COMMENT.confirm}
                      </Button>
                    </DeskForm>
                  </div>
                </details>
              ) : (
                <DeskForm key={action} action={moderateCommentAction}>
                  <ItemKey type={item.type} id={item.id} inbox={inbox} />
                  <input type="hidden" name="moderation" value={action} />
                  <Button type="submit" variant="outline">
                    {action === 'hide'
                      ? 'Hide comment'
                      : item.visibility === 'held'
                        ? 'Approve comment'
                        : 'Restore comment'}
                  </Button>
                </DeskForm>
              ),
            )}
            {item.workflow.status === 'spam' && item.visibility !== 'published' ? (
              <p className="text-sm text-muted-foreground">{SPAM_COMMENT_HINT}</p>
            ) : null}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="fields">
        <h2 id="fields" className="mb-2 text-lg font-semibold">
          Fields
        </h2>
        <dl className={FIELD_LIST}>
          {item.fields.map((field) => (
            <div key={field.key} className="contents">
              <dt className="font-medium">{field.label}</dt>
              <dd className="min-w-0 break-words whitespace-pre-wrap">
                {/* No link to write or call someone who opted out (the banner above says why). */}
                {field.href && !(firstOptOut && (field.key === 'email' || field.key === 'phone')) ? (
                  <a className="break-all underline underline-offset-4" href={field.href}>
                    {field.text}
                  </a>
                ) : (
                  field.text
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="related">
        <h2 id="related" className="mb-2 text-lg font-semibold">
          Other requests from this person
        </h2>
        {item.related.length === 0 ? (
          <p>None with this e-mail or phone.</p>
        ) : (
          <ul className="space-y-1">
            {item.related.map((other) => (
              <li key={`${other.type}:${other.id}`}>
                <Link
                  className="underline underline-offset-4"
                  href={itemPathFrom(other.type, other.id, inbox)}
                  prefetch={false}
                >
                  {ITEM_TYPE_LABELS[other.type]} {other.reference ?? other.name}
                </Link>
                , received <Time date={other.createdAt} />, {ITEM_STATUS_LABELS[other.status]}
                {other.summary ? `: ${other.summary}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      {item.type === 'claim' ? (
        <section aria-labelledby="documents">
          <h2 id="documents" className="mb-2 text-lg font-semibold">
            Documents
          </h2>
          {item.attachments.length === 0 ? (
            <p>
              {item.documentsRetiredAfterDays === null
                ? 'No documents.'
                : DOCUMENTS_RETIRED(item.documentsRetiredAfterDays)}
            </p>
          ) : (
            <ul className="space-y-1">
              {item.attachments.map((file) => (
                <li key={file.id} className="break-words">
                  <a className="underline underline-offset-4" href={`/api/console/documents/${file.id}`}>
                    Download {file.originalName}
                  </a>{' '}
                  ({file.mediaType}, {Math.ceil(file.sizeBytes / 1024)} KB)
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {item.type !== 'comment' ? (
        <section aria-labelledby="consent">
          <h2 id="consent" className="mb-2 text-lg font-semibold">
            Consent record
          </h2>
          {item.consent ? (
            <dl className={FIELD_LIST}>
              {firstOptOut ? (
                <>
                  <dt className="font-medium">Consent</dt>
                  <dd className="font-medium">
                    {DO_NOT_CONTACT.revoked(formatDayInZone(firstOptOut.createdAt, timeZone), firstOptOut.reference)}
                  </dd>
                </>
              ) : null}
              <dt className="font-medium">Checkbox</dt>
              <dd>{item.consent.checkboxChecked ? 'ticked' : 'not ticked'}</dd>
              {item.consent.contactStatement ? (
                <>
                  <dt className="font-medium">Calls and texts</dt>
                  <dd>{item.consent.contactStatement}</dd>
                </>
              ) : null}
              <dt className="font-medium">Text shown (version {item.consent.disclosureVersion})</dt>
              <dd className="min-w-0 whitespace-pre-wrap">{item.consent.disclosureText}</dd>
              <dt className="font-medium">Time</dt>
              <dd>
                <Time date={item.consent.createdAt} />
              </dd>
              <dt className="font-medium">IP address</dt>
              <dd className="break-all">{item.consent.ipAddress}</dd>
              <dt className="font-medium">User agent</dt>
              <dd className="min-w-0 break-words">{item.consent.userAgent}</dd>
              <dt className="font-medium">Page</dt>
              <dd className="min-w-0 break-all">{item.consent.pageUrl}</dd>
            </dl>
          ) : (
            <p>
              No consent record.
              {firstOptOut
                ? ` Contact ${DO_NOT_CONTACT.revoked(formatDayInZone(firstOptOut.createdAt, timeZone), firstOptOut.reference)}.`
                : ''}
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="outbox">
        <h2 id="outbox" className="mb-2 text-lg font-semibold">
          Notifications
        </h2>
        {item.outbox.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="space-y-1">
            {item.outbox.map((message) => (
              <li key={message.id} className="break-words">
                {outboxMessageName(message.channel, message.topic)}:{' '}
                {outboxStatusLabel(message.status, message.channel)}, {message.attempts}{' '}
                {message.attempts === 1 ? 'try' : 'tries'}
                {message.deliveredAt ? (
                  <>
                    , {message.channel === 'sms' ? 'accepted' : 'delivered'} <Time date={message.deliveredAt} />
                  </>
                ) : null}
                {message.lastError ? (
                  <>
                    , last error: <DeliveryError channel={message.channel} lastError={message.lastError} />
                  </>
                ) : null}
                {message.retryable ? (
                  // Here as on Deliveries: whoever works the item sees which of its messages failed and sends it again.
                  <DeskForm action={retryItemMessageAction} className="mt-1">
                    <ItemKey type={item.type} id={item.id} inbox={inbox} />
                    <input type="hidden" name="messageId" value={message.id} />
                    <Button
                      type="submit"
                      size="sm"
                      variant="outline"
                      aria-label={`Retry now: ${outboxMessageName(message.channel, message.topic)}`}
                    >
                      Retry now
                    </Button>
                  </DeskForm>
                ) : message.status === 'dead' ? (
                  <p className="mt-1 text-sm text-muted-foreground">{CONTENTS_REMOVED}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="notes" className="space-y-3">
        <h2 id="notes" className="text-lg font-semibold">
          Internal notes
        </h2>
        <NoteForm action={addNoteAction}>
          <ItemKey type={item.type} id={item.id} inbox={inbox} />
          <Button type="submit">Add note</Button>
        </NoteForm>
        <ul className="space-y-2">
          {item.notes.map((note) => (
            <li key={note.id} className="rounded border p-3">
              <p className="text-sm break-words">
                {note.authorEmail}, <Time date={note.createdAt} />
              </p>
              <p className="break-words whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="history">
        <h2 id="history" className="mb-2 text-lg font-semibold">
          History
        </h2>
        {item.history.length === 0 ? (
          <p>{NO_HISTORY}</p>
        ) : (
          <ul className="space-y-1">
            {item.history.map((entry) => (
              <li key={entry.id} className="break-words">
                <Time date={entry.at} />: {itemHistoryLine(entry.action, entry.detail)}, by {entry.actor}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
