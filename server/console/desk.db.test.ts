import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESK_REFUSALS, itemHistoryLine } from '@/content/console';
import { NOTE_MAX_CHARS } from '@/lib/fields/console-item';
import {
  addItemNote,
  changeAssignee,
  changeStatus,
  moderate,
  refusedState,
  releaseSuspectedSpam,
  retryItemMessage,
  retryMessage,
} from '@/server/console/desk';
import { loadItem, openItem } from '@/server/console/items';
import { runOperatorCommand } from '@/server/console/operator-cli';
import { listAgents, setItemStatus } from '@/server/console/workflow';
import { getDb } from '@/server/db/client';
import { auditLog, comments, itemNotes, itemWorkflow, outboxMessages } from '@/server/db/schema';
import { captureLog } from '@/tests/support/capture-log';
import { setupTestDatabase } from '@/tests/support/test-database';

// Issue 28 item 3: the desk's forms answered a bad value by doing nothing, silently, and a status
// on an id nobody stored created a workflow row for it. Each refusal now says why and changes
// nothing: no workflow row, no note, no audit row.
setupTestDatabase();
const cli = { operatorId: null, actor: 'cli:test', ipAddress: 'local' };

let commentId = '';
beforeAll(async () => {
  const db = await getDb();
  const [row] = await db
    .insert(comments)
    .values({ blogPostUrl: 'https://example.com/desk', authorName: 'Desk Check', content: 'a comment' })
    .returning({ id: comments.id });
  commentId = row!.id;
});

/** Whatever the desk stored about an item: workflow, notes, audit rows. */
async function traces(id: string) {
  const db = await getDb();
  const [workflow, notes, audit] = await Promise.all([
    db.select().from(itemWorkflow).where(eq(itemWorkflow.subjectId, id)),
    db.select().from(itemNotes).where(eq(itemNotes.subjectId, id)),
    db.select().from(auditLog).where(eq(auditLog.subjectId, id)),
  ]);
  return { workflow: workflow.length, notes: notes.length, audit: audit.length };
}
const NOTHING = { workflow: 0, notes: 0, audit: 0 };

describe('desk changes refused with a message, nothing changed', () => {
  it('a status outside the list', async () => {
    const result = await changeStatus(cli, { type: 'comment', id: commentId, status: 'archived' });
    expect(result).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.status,
      fieldErrors: { status: [DESK_REFUSALS.status] },
    });
    expect(await traces(commentId)).toEqual(NOTHING);
  });

  it('a status on an id nobody stored, well formed or not, creates no workflow row', async () => {
    for (const item of [
      { type: 'lead', id: randomUUID() },
      { type: 'home_assessment', id: '987654321' },
      { type: 'claim', id: "1' or '1'='1" },
      { type: 'claim', id: '' },
      { type: 'invoice', id: commentId },
      {},
    ]) {
      const result = await changeStatus(cli, { ...item, status: 'done' });
      expect(result).toMatchObject({ ok: false, message: DESK_REFUSALS.unknownItem });
      if ('id' in item) expect(await traces(item.id!)).toEqual(NOTHING);
    }
  });

  it('an assignee that is not an account id, or an account nobody has', async () => {
    const key = { type: 'comment', id: commentId };
    expect(await changeAssignee(cli, { ...key, assignee: 'grace@example.com' })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.assignee,
    });
    expect(await changeAssignee(cli, { ...key, assignee: randomUUID() })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.unknownAssignee,
      fieldErrors: { assignee: [DESK_REFUSALS.unknownAssignee] },
    });
    expect(await traces(commentId)).toEqual(NOTHING);
  });

  it('an account that is disabled: offered as such, never assigned new work', async () => {
    await runOperatorCommand(['add', 'leaving@example.com', '--role', 'agent'], 'a-long-enough-passphrase-9');
    await runOperatorCommand(['disable', 'leaving@example.com'], undefined);
    const leaving = (await listAgents()).find((agent) => agent.email === 'leaving@example.com')!;
    expect(leaving.disabled).toBe(true);
    expect(await changeAssignee(cli, { type: 'comment', id: commentId, assignee: leaving.id })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.disabledAssignee,
      fieldErrors: { assignee: [DESK_REFUSALS.disabledAssignee] },
    });
    expect(await traces(commentId)).toEqual(NOTHING);
  });

  it('a note that is empty, over-long or holds a control character', async () => {
    const key = { type: 'comment', id: commentId };
    for (const [body, message] of [
      [' \n\t ', DESK_REFUSALS.noteEmpty],
      ['x'.repeat(NOTE_MAX_CHARS + 1), DESK_REFUSALS.noteTooLong(NOTE_MAX_CHARS)],
      ['called back\u0000', DESK_REFUSALS.noteControl],
      ['forged\u001b[2J line', DESK_REFUSALS.noteControl],
      [undefined, DESK_REFUSALS.noteEmpty],
    ] as const) {
      expect(await addItemNote(cli, { ...key, body })).toMatchObject({ ok: false, message });
    }
    expect(await addItemNote(cli, { type: 'lead', id: randomUUID(), body: 'fine' })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.unknownItem,
    });
    expect(await traces(commentId)).toEqual(NOTHING);
  });

  it("a refusal's form state logs which form refused which fields, never what was typed", async () => {
    const body = 'Spoke to Dana about her claim \u0000 private words';
    const result = await addItemNote(cli, { type: 'comment', id: commentId, body });
    if (result.ok) throw new Error('the note was saved');
    let state: ReturnType<typeof refusedState> | undefined;
    const logged = await captureLog(async () => {
      state = refusedState('note', result, { body: 'kept in the box' });
    });
    expect(state).toEqual({
      status: 'error',
      message: DESK_REFUSALS.noteControl,
      fieldErrors: { body: [DESK_REFUSALS.noteControl] },
      values: { body: 'kept in the box' },
    });
    expect(JSON.parse(logged)).toMatchObject({
      level: 'info',
      msg: 'desk change refused',
      form: 'note',
      fields: ['body'],
    });
    expect(logged).not.toContain('Dana');
    expect(logged).not.toContain('kept in the box');
  });

  it('a moderation outside publish/hide/delete, or on an item that is not a comment', async () => {
    expect(await moderate(cli, { type: 'comment', id: commentId, moderation: 'purge' })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.moderation,
    });
    expect(await moderate(cli, { type: 'lead', id: randomUUID(), moderation: 'delete' })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.moderation,
    });
    const db = await getDb();
    const [row] = await db.select().from(comments).where(eq(comments.id, commentId));
    expect(row?.visibility).toBe('published');
    expect(await traces(commentId)).toEqual(NOTHING);
  });

  it('restoring a comment marked as spam, until its status changes', async () => {
    const db = await getDb();
    const [spam] = await db
      .insert(comments)
      .values({ blogPostUrl: 'https://example.com/desk', authorName: 'Spam Check', content: 'buy now' })
      .returning({ id: comments.id });
    const key = { type: 'comment', id: spam!.id };
    expect(await changeStatus(cli, { ...key, status: 'spam' })).toMatchObject({ ok: true });
    const visibility = async () => (await db.select().from(comments).where(eq(comments.id, spam!.id)))[0]?.visibility;
    expect(await visibility()).toBe('hidden');
    const before = await traces(spam!.id);
    expect(await moderate(cli, { ...key, moderation: 'publish' })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.spamComment,
    });
    expect(await visibility()).toBe('hidden');
    expect(await traces(spam!.id)).toEqual(before);
    // Marked as spam by mistake: the status goes back first, then the comment is restored.
    expect(await changeStatus(cli, { ...key, status: 'new' })).toMatchObject({ ok: true });
    expect(await moderate(cli, { ...key, moderation: 'publish' })).toMatchObject({ ok: true });
    expect(await visibility()).toBe('published');
  });

  it('a retry of a message nobody stored, and "Mark genuine" on an item that is not suspected spam', async () => {
    for (const messageId of [randomUUID(), 'not-an-id', undefined]) {
      expect(await retryMessage(cli, { messageId })).toMatchObject({
        ok: false,
        message: DESK_REFUSALS.unknownMessage,
      });
    }
    // From the item page: the item must exist, and the message be a dead one.
    expect(await retryItemMessage(cli, { type: 'comment', id: commentId, messageId: randomUUID() })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.unknownMessage,
    });
    expect(await retryItemMessage(cli, { type: 'lead', id: randomUUID(), messageId: randomUUID() })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.unknownItem,
    });
    expect(await releaseSuspectedSpam(cli, { type: 'comment', id: commentId })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.notSuspectedSpam,
    });
    expect(await releaseSuspectedSpam(cli, { type: 'lead', id: randomUUID() })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.unknownItem,
    });
    expect(await traces(commentId)).toEqual(NOTHING);
  });

  it('the same forms with good values change the item (and only then leave a trace)', async () => {
    const key = { type: 'comment', id: commentId };
    expect(await changeStatus(cli, { ...key, status: 'in_progress' })).toMatchObject({ ok: true });
    expect(await addItemNote(cli, { ...key, body: '  called back, line 1\nline 2\t(tab)  ' })).toMatchObject({
      ok: true,
      data: { body: 'called back, line 1\nline 2\t(tab)' },
    });
    await runOperatorCommand(['add', 'desk-agent@example.com', '--role', 'agent'], 'a-long-enough-passphrase-9');
    const agent = (await listAgents()).find((account) => account.email === 'desk-agent@example.com')!;
    expect(await changeAssignee(cli, { ...key, assignee: agent.id })).toMatchObject({ ok: true });
    expect(await traces(commentId)).toEqual({ workflow: 1, notes: 1, audit: 3 });
  });

  it('saving the status or the assignee an item already has is saved, and writes no history line', async () => {
    const key = { type: 'comment', id: commentId };
    const before = await traces(commentId);
    expect(await changeStatus(cli, { ...key, status: 'in_progress', shownStatus: 'in_progress' })).toMatchObject({
      ok: true,
    });
    const agent = (await listAgents()).find((account) => account.email === 'desk-agent@example.com')!;
    expect(await changeAssignee(cli, { ...key, assignee: agent.id, shownAssignee: agent.id })).toMatchObject({
      ok: true,
    });
    expect(await traces(commentId)).toEqual(before);
  });

  it('a status or an assignee someone changed since the page showed it: refused, theirs kept', async () => {
    const db = await getDb();
    const [row] = await db
      .insert(comments)
      .values({ blogPostUrl: 'https://example.com/desk', authorName: 'Two Tabs', content: 'worked twice' })
      .returning({ id: comments.id });
    const key = { type: 'comment', id: row!.id };
    await runOperatorCommand(['add', 'colleague@example.com', '--role', 'agent'], 'a-long-enough-passphrase-9');
    const colleague = (await listAgents()).find((agent) => agent.email === 'colleague@example.com')!;
    const stored = async () =>
      (await db.select().from(itemWorkflow).where(eq(itemWorkflow.subjectId, row!.id)))[0] ?? null;

    // A colleague sets Done while this page still shows New.
    expect(await changeStatus(cli, { ...key, status: 'done', shownStatus: 'new' })).toMatchObject({ ok: true });
    const before = await traces(row!.id);
    expect(await changeStatus(cli, { ...key, status: 'in_progress', shownStatus: 'new' })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.staleStatus,
      stale: { ...key, what: 'status' },
    });
    expect((await stored())?.status).toBe('done');
    // Both wanted the same: nothing to refuse.
    expect(await changeStatus(cli, { ...key, status: 'done', shownStatus: 'new' })).toMatchObject({ ok: true });
    // Chosen from a page that shows what is stored: saved.
    expect(await changeStatus(cli, { ...key, status: 'in_progress', shownStatus: 'done' })).toMatchObject({ ok: true });
    expect((await stored())?.status).toBe('in_progress');

    // Assigned to the colleague while this page still shows nobody.
    expect(await changeAssignee(cli, { ...key, assignee: colleague.id, shownAssignee: '' })).toMatchObject({
      ok: true,
    });
    expect(await changeAssignee(cli, { ...key, assignee: '', shownAssignee: '' })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.staleAssignment,
      stale: { ...key, what: 'assignment' },
    });
    expect((await stored())?.assignedTo).toBe(colleague.id);
    expect(await changeAssignee(cli, { ...key, assignee: '', shownAssignee: colleague.id })).toMatchObject({
      ok: true,
    });
    expect((await stored())?.assignedTo).toBeNull();
    // The refusals left no audit row, nor did the same-choice save (nothing changed): one save of
    // the status, two of the assignee.
    expect((await traces(row!.id)).audit).toBe(before.audit + 3);
  });

  it("the item page's History says what staff changed, newest first, by whom, in words (views and notes left out)", async () => {
    const db = await getDb();
    const [row] = await db
      .insert(comments)
      .values({ blogPostUrl: 'https://example.com/desk', authorName: 'History Check', content: 'worked on' })
      .returning({ id: comments.id });
    const key = { type: 'comment', id: row!.id };
    expect((await loadItem('comment', row!.id))!.history).toEqual([]);
    await runOperatorCommand(['add', 'historian@example.com', '--role', 'agent'], 'a-long-enough-passphrase-9');
    const historian = (await listAgents()).find((agent) => agent.email === 'historian@example.com')!;
    const dana = { operatorId: historian.id, actor: 'historian@example.com', ipAddress: '192.0.2.7' };
    expect(await changeStatus(dana, { ...key, status: 'in_progress' })).toMatchObject({ ok: true });
    expect(await changeAssignee(dana, { ...key, assignee: historian.id })).toMatchObject({ ok: true });
    expect(await addItemNote(dana, { ...key, body: 'left a message' })).toMatchObject({ ok: true });
    expect(await changeAssignee(cli, { ...key, assignee: '' })).toMatchObject({ ok: true });
    await openItem(dana, 'comment', row!.id);
    const history = (await loadItem('comment', row!.id))!.history;
    expect(history.map((entry) => `${itemHistoryLine(entry.action, entry.detail)}, by ${entry.actor}`)).toEqual([
      'Assigned to Nobody, by cli:test',
      'Assigned to historian@example.com, by historian@example.com',
      'Status changed to In progress, by historian@example.com',
    ]);
  });

  it("an item page's Retry now puts the item's dead message back in the queue, on the record", async () => {
    const db = await getDb();
    const dead = (item: string, idempotencyKey: string) => ({
      channel: 'email',
      topic: 'comment.posted',
      idempotencyKey,
      item,
      payload: { to: 'agency@example.com', subject: 'New comment', text: 'a comment' },
      status: 'dead',
      attempts: 5,
      lastError: 'Error: connect ECONNREFUSED',
    });
    const [message, another] = await db
      .insert(outboxMessages)
      .values([
        dead(`comment:${commentId}`, `comment.posted:${commentId}`),
        dead(`comment:${randomUUID()}`, `comment.posted:another`),
      ])
      .returning({ id: outboxMessages.id });
    const messageId = message!.id;
    // Another item's message is not this page's to send: refused, and it stays dead.
    expect(await retryItemMessage(cli, { type: 'comment', id: commentId, messageId: another!.id })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.unknownMessage,
    });
    const [untouched] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, another!.id));
    expect(untouched).toMatchObject({ status: 'dead', attempts: 5 });
    expect(await retryItemMessage(cli, { type: 'comment', id: commentId, messageId })).toEqual({
      ok: true,
      data: { type: 'comment', id: commentId, messageId },
    });
    const [after] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, messageId));
    expect(after).toMatchObject({ status: 'pending', attempts: 0 });
    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, messageId));
    expect(audit.map((row) => row.action)).toEqual(['outbox.retry']);
    // Only a dead message: the same again is refused (it is waiting now), and nothing more is recorded.
    expect(await retryItemMessage(cli, { type: 'comment', id: commentId, messageId })).toMatchObject({
      ok: false,
      message: DESK_REFUSALS.unknownMessage,
    });
  });
});

describe('two members of staff changing a New item at the same moment', () => {
  it('saves one first change and tells the other it was stale, never both "Saved"', async () => {
    const db = await getDb();
    const [row] = await db
      .insert(comments)
      .values({ blogPostUrl: 'https://example.com/race', authorName: 'Race Check', content: 'a comment' })
      .returning({ id: comments.id });
    // Both saw it New (no workflow row yet), and both press at once.
    const outcomes = await Promise.all([
      setItemStatus(cli, 'comment', row!.id, 'in_progress', 'new'),
      setItemStatus(cli, 'comment', row!.id, 'done', 'new'),
    ]);
    expect([...outcomes].sort()).toEqual(['saved', 'stale']);
    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, row!.id));
    expect(audit.filter((entry) => entry.action === 'item.status')).toHaveLength(1);
  });
});
