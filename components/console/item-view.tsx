import Link from 'next/link';
import { ITEM_STATUS_LABELS, ITEM_TYPE_LABELS } from '@/content/console';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { addNoteAction, assignAction, moderateCommentAction, setStatusAction } from '@/server/console/actions/desk-actions';
import { ITEM_STATUSES } from '@/server/console/item-types';
import type { ItemDetail } from '@/server/console/items';

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

function ItemKey({ item }: { item: ItemDetail }) {
  return (
    <>
      <input type="hidden" name="type" value={item.type} />
      <input type="hidden" name="id" value={item.id} />
    </>
  );
}

/** One submission: every field, workflow, notes, consent record, documents, outbox messages. */
export function ItemView({ item, agents }: { item: ItemDetail; agents: { id: string; email: string }[] }) {
  return (
    <div className="space-y-8">
      <p>
        <Link href="/console" className="underline underline-offset-4">
          Back to the inbox
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">{item.title}</h1>
      <p className="text-sm">
        {ITEM_TYPE_LABELS[item.type]}, received {when(item.createdAt)}, status {ITEM_STATUS_LABELS[item.workflow.status]}
        {item.visibility ? `, ${item.visibility}` : ''}
      </p>

      <section aria-labelledby="desk" className="grid gap-4 sm:grid-cols-2">
        <h2 id="desk" className="text-lg font-semibold sm:col-span-2">
          Desk
        </h2>
        <form action={setStatusAction} className="flex items-end gap-2">
          <ItemKey item={item} />
          <div className="space-y-1">
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
        </form>
        <form action={assignAction} className="flex items-end gap-2">
          <ItemKey item={item} />
          <div className="space-y-1">
            <Label htmlFor="assignee">Assigned to</Label>
            <NativeSelect id="assignee" name="assignee" defaultValue={item.workflow.assignedTo ?? ''}>
              <option value="">Nobody</option>
              {agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.email}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit">Assign</Button>
        </form>
        {item.type === 'comment' ? (
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            {(item.visibility === 'published' ? ['hide', 'delete'] : ['publish', 'delete']).map((action) => (
              <form key={action} action={moderateCommentAction}>
                <ItemKey item={item} />
                <input type="hidden" name="moderation" value={action} />
                <Button type="submit" variant={action === 'delete' ? 'destructive' : 'outline'}>
                  {action === 'hide' ? 'Hide comment' : action === 'delete' ? 'Delete comment' : item.visibility === 'held' ? 'Approve comment' : 'Restore comment'}
                </Button>
              </form>
            ))}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="fields">
        <h2 id="fields" className="mb-2 text-lg font-semibold">
          Fields
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {item.fields.map((field) => (
            <div key={field.label} className="contents">
              <dt className="font-medium">{field.label}</dt>
              <dd className="break-words whitespace-pre-wrap">{field.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {item.type === 'claim' ? (
        <section aria-labelledby="documents">
          <h2 id="documents" className="mb-2 text-lg font-semibold">
            Documents
          </h2>
          {item.attachments.length === 0 ? (
            <p>No documents.</p>
          ) : (
            <ul className="space-y-1">
              {item.attachments.map((file) => (
                <li key={file.id}>
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
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium">Checkbox</dt>
              <dd>{item.consent.checkboxChecked ? 'ticked' : 'not ticked'}</dd>
              {item.consent.contactStatement ? (
                <>
                  <dt className="font-medium">Calls and texts</dt>
                  <dd>{item.consent.contactStatement}</dd>
                </>
              ) : null}
              <dt className="font-medium">Text shown (version {item.consent.disclosureVersion})</dt>
              <dd className="whitespace-pre-wrap">{item.consent.disclosureText}</dd>
              <dt className="font-medium">Time</dt>
              <dd>{when(item.consent.createdAt)}</dd>
              <dt className="font-medium">IP address</dt>
              <dd>{item.consent.ipAddress}</dd>
              <dt className="font-medium">User agent</dt>
              <dd className="break-words">{item.consent.userAgent}</dd>
              <dt className="font-medium">Page</dt>
              <dd className="break-words">{item.consent.pageUrl}</dd>
            </dl>
          ) : (
            <p>No consent record.</p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="outbox">
        <h2 id="outbox" className="mb-2 text-lg font-semibold">
          Notifications sent
        </h2>
        {item.outbox.length === 0 ? (
          <p>None.</p>
        ) : (
          <ul className="space-y-1">
            {item.outbox.map((message) => (
              <li key={message.id}>
                {message.channel} {message.topic}: {message.status}, {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
                {message.deliveredAt ? `, delivered ${when(message.deliveredAt)}` : ''}
                {message.lastError ? `, last error: ${message.lastError}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="notes" className="space-y-3">
        <h2 id="notes" className="text-lg font-semibold">
          Internal notes
        </h2>
        <form action={addNoteAction} className="space-y-2">
          <ItemKey item={item} />
          <Label htmlFor="note">New note</Label>
          <Textarea id="note" name="body" required maxLength={5000} />
          <Button type="submit">Add note</Button>
        </form>
        <ul className="space-y-2">
          {item.notes.map((note) => (
            <li key={note.id} className="rounded border p-3">
              <p className="text-sm">
                {note.authorEmail}, {when(note.createdAt)}
              </p>
              <p className="whitespace-pre-wrap">{note.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
