import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postBusiness, postLead } from '@/tests/support/submission-endpoints';
import { POST as postClaim } from '@/app/api/claims/route';
import { POST as postComment } from '@/app/api/comments/route';
import { POST as postOptions } from '@/app/api/insurance/options/route';
import { POST as postSelect } from '@/app/api/insurance/select/route';
import { outboxMessageName } from '@/content/console';
import { NEWS_SAMPLE_SHEET } from '@/content/news-sample';
import { filedEmails, listUndelivered, retryDeadMessage, undeliveredCounts } from '@/server/console/deliveries';
import { runRetention } from '@/server/console/retention';
import { loadItem } from '@/server/console/items';
import { getDb } from '@/server/db/client';
import {
  businessInquiries,
  claims,
  comments,
  homeAssessments,
  homeInsuranceSelections,
  leads,
  outboxMessages,
} from '@/server/db/schema';
import { claimRequest, jsonRequest, SAMPLE_CLAIM } from '@/tests/support/api-requests';
import { SAMPLE_HOME_ASSESSMENT } from '@/tests/support/sample-home-assessment';
import { resetLimits, setEnv, VALID_BUSINESS } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';

// Deliveries links a failing message to the item it is about, so staff can reach the family whose
// confirmation did not leave (decision 112). Every kind of item names itself on its messages.
setupTestDatabase();

beforeAll(async () => {
  await getDb();
  await resetLimits();
  // No SMTP: every message stays pending, as during an outage.
  setEnv({ SMTP_URL: '', CRM_WEBHOOK_URL: 'http://127.0.0.1:9/crm', AGENCY_NOTIFY_EMAIL: 'desk@example.com' });
});

describe('the messages on Deliveries', () => {
  it('name the item they are about, for every kind of item, and are the ones its page lists', async () => {
    const responses = [
      await postClaim(claimRequest({ ...SAMPLE_CLAIM, consent: 'on' })),
      await postBusiness(jsonRequest('/api/business-inquiry', VALID_BUSINESS)),
      await postLead(
        jsonRequest('/api/leads', {
          name: 'Ana Ruiz',
          email: 'ana@example.com',
          phone: '(407) 555-0190',
          state: 'FL',
          consent: true,
        }),
      ),
      await postOptions(jsonRequest('/api/insurance/options', { ...SAMPLE_HOME_ASSESSMENT, consent: true })),
      await postComment(
        jsonRequest('/api/comments', { content: 'Very useful', blogPostUrl: NEWS_SAMPLE_SHEET[1]![3] }),
      ),
    ];
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);

    const db = await getDb();
    const ids = {
      claim: (await db.select().from(claims))[0]!.id,
      business_inquiry: (await db.select().from(businessInquiries))[0]!.id,
      lead: (await db.select().from(leads))[0]!.id,
      home_assessment: (await db.select().from(homeAssessments))[0]!.id,
      comment: (await db.select().from(comments))[0]!.id,
    };
    const undelivered = await listUndelivered();
    const titles = {
      claim: /^Claim CLM-/,
      business_inquiry: /^Business inquiry BIZ-/,
      lead: /^Lead LEAD-/,
      home_assessment: /^Home assessment for Jamie Rivera$/,
      comment: /^Comment by /,
    };
    for (const [type, id] of Object.entries(ids)) {
      const about = undelivered.filter((message) => message.item?.type === type && message.item.id === String(id));
      // The agency's e-mail at least; the webhook and the visitor's confirmation where the type has them.
      expect(about.length, type).toBeGreaterThan(0);
      for (const message of about) {
        expect(message.topic.startsWith(type), type).toBe(true);
        expect(message.item!.title, type).toMatch(titles[type as keyof typeof titles]);
      }
    }
    // Every message queued here is about one of the five.
    expect(undelivered.filter((message) => message.item === null)).toEqual([]);
    // Each is named in words, never by the topic the code queued it under.
    for (const message of undelivered) {
      expect(outboxMessageName(message.channel, message.topic)).not.toContain(message.topic);
    }

    // The item page lists the same messages by their item: the home assessment's own, and the plan
    // the visitor chose afterwards (whose messages name no key of the assessment).
    const chosen = await postSelect(
      jsonRequest('/api/insurance/select', { assessmentId: ids.home_assessment, insuranceId: 'ins_2' }),
    );
    expect(chosen.status).toBe(200);
    const assessmentPage = await loadItem('home_assessment', String(ids.home_assessment));
    expect(assessmentPage!.outbox.map((message) => `${message.topic} ${message.channel}`).sort()).toEqual([
      'home_assessment.confirmation email',
      'home_assessment.submitted email',
      'home_assessment.submitted webhook',
      'home_insurance.selected email',
      'home_insurance.selected webhook',
    ]);
    expect(assessmentPage!.outbox.map((message) => outboxMessageName(message.channel, message.topic)).sort()).toEqual([
      'CRM record (Home assessment)',
      'CRM record (Home insurance plan selection)',
      'Confirmation e-mail (Home assessment)',
      'E-mail to the agency (Home assessment)',
      'E-mail to the agency (Home insurance plan selection)',
    ]);
    const claimPage = await loadItem('claim', ids.claim);
    expect(claimPage!.outbox.map((message) => message.topic).sort()).toEqual([
      'claim.agency',
      'claim.confirmation',
      'claim.crm',
    ]);

    // A message whose item is gone (a purged suspected-spam item) is listed without a link.
    await db.delete(comments).where(eq(comments.id, ids.comment));
    const orphaned = (await listUndelivered()).filter((message) => message.topic === 'comment.posted');
    expect(orphaned.map((message) => message.item)).toEqual([null]);
  });
});

describe('migration 0017', () => {
  it('gives earlier messages their item where it is known, and leaves the others without one', async () => {
    const db = await getDb();
    const [lead] = await db.select().from(leads);
    const [claim] = await db.select().from(claims);
    const [inquiry] = await db.select().from(businessInquiries);
    const [selection] = await db.select().from(homeInsuranceSelections);
    const before = {
      assessmentKey: ['home_assessment.submitted:4711:email', {}],
      commentKey: ['comment.posted:00000000-0000-4000-8000-0000000000c1', {}],
      held: ['held-before-0017', {}],
      leadText: ['lead-before-0017', { text: `Reference: ${lead!.reference}` }],
      claimWebhook: ['claim-before-0017', { data: { reference: claim!.reference } }],
      inquirySubject: ['inquiry-before-0017', { subject: `New inquiry ${inquiry!.reference}` }],
      selection: ['selection-before-0017', { subject: `Plan selected ${selection!.reference}: Example` }],
      unknownReference: ['unknown-before-0017', { text: 'Reference: LEAD-ZZZZ-ZZZZ-ZZZZ' }],
      optOut: ['opt-out-before-0017', { text: 'Your reference: OPT-AAAA-BBBB-CCCC' }],
    } as const;
    await db.insert(outboxMessages).values(
      Object.entries(before).map(([name, [idempotencyKey, payload]]) => ({
        channel: 'email',
        topic: 'before.0017',
        idempotencyKey,
        payload,
        ...(name === 'held' ? { status: 'held', heldFor: 'claim:00000000-0000-4000-8000-0000000000c2' } : {}),
      })),
    );
    // The statements after the column and its index, run over rows queued without an item.
    const migration = readFileSync(path.join(process.cwd(), 'server/db/migrations/0017_outbox_item.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').filter((statement) => statement.includes('UPDATE'));
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const items = Object.fromEntries(
      (await db.select().from(outboxMessages).where(eq(outboxMessages.topic, 'before.0017'))).map((row) => [
        row.idempotencyKey,
        row.item,
      ]),
    );
    expect(items).toEqual({
      [before.assessmentKey[0]]: 'home_assessment:4711',
      [before.commentKey[0]]: 'comment:00000000-0000-4000-8000-0000000000c1',
      [before.held[0]]: 'claim:00000000-0000-4000-8000-0000000000c2',
      [before.leadText[0]]: `lead:${lead!.id}`,
      [before.claimWebhook[0]]: `claim:${claim!.id}`,
      [before.inquirySubject[0]]: `business_inquiry:${inquiry!.id}`,
      [before.selection[0]]: `home_assessment:${selection!.assessmentId}`,
      [before.unknownReference[0]]: null,
      [before.optOut[0]]: null,
    });
  });
});

describe('e-mails written to files', () => {
  it('are counted for Deliveries, with the latest one queued', async () => {
    const db = await getDb();
    await db.delete(outboxMessages).where(eq(outboxMessages.status, 'filed'));
    expect(await filedEmails()).toEqual({ count: 0, latest: null });
    const latest = new Date('2026-11-27T21:09:00Z');
    await db.insert(outboxMessages).values(
      [new Date('2026-11-26T15:00:00Z'), latest].map((createdAt, index) => ({
        channel: 'email',
        topic: 'lead.confirmation',
        idempotencyKey: `filed-${index}`,
        payload: {},
        status: 'filed',
        createdAt,
      })),
    );
    expect(await filedEmails()).toEqual({ count: 2, latest });
  });
});

describe('a long queue', () => {
  it('lists the messages given up on first, so a long queue never pushes them off the page, and counts them all', async () => {
    const db = await getDb();
    await db.insert(outboxMessages).values([
      ...Array.from({ length: 3 }, (_, index) => ({
        channel: 'email',
        topic: 'lead.agency',
        idempotencyKey: `queue-new-${index}`,
        payload: {},
        status: 'pending',
        createdAt: new Date(Date.UTC(2026, 10, 30, 12, index)),
      })),
      {
        channel: 'email',
        topic: 'claim.agency',
        idempotencyKey: 'queue-old-dead',
        payload: {},
        status: 'dead',
        createdAt: new Date(Date.UTC(2026, 10, 1)),
      },
      {
        channel: 'email',
        topic: 'claim.confirmation',
        idempotencyKey: 'queue-held',
        payload: {},
        status: 'held',
        createdAt: new Date(Date.UTC(2026, 10, 2)),
      },
    ]);
    const listed = await listUndelivered(2);
    expect(listed[0]).toMatchObject({ status: 'dead', topic: 'claim.agency' });
    const counts = await undeliveredCounts();
    const [all] = await db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(outboxMessages)
      .where(sql`${outboxMessages.status} in ('pending', 'dead')`);
    expect(counts.pending + counts.dead).toBe(all!.n);
    expect(counts.held).toBeGreaterThanOrEqual(1);
  });
});

describe('a message whose contents retention removed', () => {
  it('is offered no Retry now on Deliveries or its item, and cannot be retried; one still whole can', async () => {
    const db = await getDb();
    const [lead] = await db
      .insert(leads)
      .values({
        reference: 'LEAD-RETIRED1',
        name: 'Old Lead',
        email: 'old-lead@example.com',
        phone: '(407) 555-0111',
        state: 'FL',
        createdAt: new Date(Date.now() - 400 * 86_400_000),
      })
      .returning({ id: leads.id });
    const item = `lead:${lead!.id}`;
    await db.insert(outboxMessages).values(
      ['old', 'new'].map((age) => ({
        channel: 'webhook',
        topic: 'lead.crm',
        idempotencyKey: `retention-${age}`,
        payload: { name: 'Old Lead' },
        status: 'dead',
        item,
        createdAt: new Date(Date.now() - (age === 'old' ? 400 : 1) * 86_400_000),
      })),
    );
    setEnv({ RETENTION_DAYS_SUBMISSIONS: '365' });
    await runRetention({ dryRun: false });
    const ofLead = (await listUndelivered()).filter((message) => message.item?.id === lead!.id);
    const byKey = async () =>
      new Map(
        (await db.select().from(outboxMessages).where(eq(outboxMessages.item, item))).map((row) => [
          row.idempotencyKey,
          row.id,
        ]),
      );
    const ids = await byKey();
    expect(Object.fromEntries(ofLead.map((message) => [message.id, message.retryable]))).toEqual({
      [ids.get('retention-old')!]: false,
      [ids.get('retention-new')!]: true,
    });
    const page = await loadItem('lead', lead!.id);
    expect(Object.fromEntries(page!.outbox.map((message) => [message.id, message.retryable]))).toEqual({
      [ids.get('retention-old')!]: false,
      [ids.get('retention-new')!]: true,
    });
    const cli = { operatorId: null, actor: 'cli:test', ipAddress: 'local' };
    expect(await retryDeadMessage(cli, ids.get('retention-old')!)).toBe(false);
    expect(await retryDeadMessage(cli, ids.get('retention-new')!)).toBe(true);
  });
});
