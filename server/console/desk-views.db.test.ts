import { parse as parseCsv } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_COLUMNS } from '@/content/console';
import { runOperatorCommand } from '@/server/console/operator-cli';
import { exportInbox } from '@/server/console/export';
import { inboxFiltersSchema, listInbox } from '@/server/console/inbox';
import { ITEM_TYPES, type ItemType } from '@/lib/fields/console-item';
import { itemTitle, loadItem, openItem } from '@/server/console/items';
import { consoleItemUrl } from '@/server/console/links';
import { addNote, assignItem } from '@/server/console/workflow';
import { getDb } from '@/server/db/client';
import {
  auditLog,
  businessInquiries,
  claims,
  comments,
  consentRecords,
  homeAssessments,
  homeInsuranceSelections,
  leads,
  operators,
  optOuts,
} from '@/server/db/schema';
import { encryptClaimText } from '@/server/claims/claim-text';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import { setEnv } from '@/tests/support/lead-capture';
import { setupTestDatabase } from '@/tests/support/test-database';

// Issue 23 (items 2, 3, 4, 5, 7 and the view audit of item 11), on the desk's own functions: what
// an agent sees about a person, whatever the type of their request.
setupTestDatabase();
const cli = { operatorId: null, actor: 'cli:test', ipAddress: 'local' };
const PASSWORD = 'violet-harbor-canteen-42';
const day = (iso: string) => new Date(iso);

const option = (id: string, providerName: string, monthlyPremium: number): InsuranceOption => ({
  id,
  type: 'homeowners',
  providerName,
  coverageAmount: 350000,
  monthlyPremium,
  yearlyPremium: Math.round(monthlyPremium * 11.5),
  features: [],
  recommended: false,
  coverageDetails: {
    deductible: 2500,
    liabilityCoverage: 300000,
    personalPropertyCoverage: 175000,
    medicalPayments: 5000,
  },
});

const ids: Record<ItemType, string> = { claim: '', business_inquiry: '', lead: '', home_assessment: '', comment: '' };

beforeAll(async () => {
  const db = await getDb();
  // One person (Robin) files a claim, then a call-back request with the e-mail in capitals, then a
  // home assessment with the phone written another way; a stranger files a business inquiry.
  const [claim] = await db
    .insert(claims)
    .values({
      reference: 'CLM-PERSON0001',
      agent: '',
      firstName: 'Robin',
      lastName: 'Vale',
      email: 'robin@example.com',
      phone: '(305) 555-0150',
      claimType: 'life',
      description: encryptClaimText('a sealed description'),
      urgency: 'emergency',
      createdAt: day('2026-11-20T15:00:00Z'),
    })
    .returning();
  const [lead] = await db
    .insert(leads)
    .values({
      reference: 'LEAD-PERSON001',
      kind: 'callback',
      name: 'Robin Vale',
      email: 'Robin@Example.com ',
      phone: '305-555-0150',
      bestTime: 'evening',
      note: 'after work please',
      coverage: [],
      utm: {},
      createdAt: day('2026-11-21T15:00:00Z'),
    })
    .returning();
  const [home] = await db
    .insert(homeAssessments)
    .values({
      id: 7_000_000_001,
      source: 'site',
      state: 'PA',
      zipCode: '19103',
      dwellingCoverage: 350000,
      squareFeet: 1800,
      yearBuilt: 1995,
      construction: 'masonry',
      roofAge: 8,
      claimsLastFiveYears: 0,
      preferredDeductible: 2500,
      fullName: 'Robin Vale',
      email: 'robin.other@example.com',
      phone: '+1 305 555 0150',
      // Priced from the example table: stored under the example carriers' names (decision 085).
      options: [option('ins_1', 'Harborline Mutual', 120), option('ins_2', 'Summit Crest Insurance', 138)],
      ratingVersion: '2025-01',
      ratesExample: true,
      createdAt: day('2026-11-22T15:00:00Z'),
    })
    .returning();
  await db
    .insert(homeInsuranceSelections)
    .values({ assessmentId: home!.id, insuranceId: 'ins_2', confirmations: 2, reference: 'HOME-QUOTE-ME12' });
  const [business] = await db
    .insert(businessInquiries)
    .values({
      reference: 'BIZ-STRANGER1',
      companyName: 'Acme Roofing',
      contactName: 'Dana Reyes',
      email: 'dana@acme.example',
      phone: '(512) 555-0101',
      employeeCount: '6-10',
      state: 'Texas',
      zipCode: '78701',
      subsidizePlans: 'no',
      createdAt: day('2026-11-23T15:00:00Z'),
    })
    .returning();
  const [comment] = await db
    .insert(comments)
    .values({
      blogPostUrl: 'https://news.example/a',
      authorName: 'Robin',
      authorEmail: 'ROBIN@example.com',
      content: 'Thanks',
      createdAt: day('2026-11-24T15:00:00Z'),
    })
    .returning();
  Object.assign(ids, {
    claim: claim!.id,
    lead: lead!.id,
    home_assessment: String(home!.id),
    business_inquiry: business!.id,
    comment: comment!.id,
  });
  await db.insert(consentRecords).values({
    subjectType: 'claim',
    subjectId: claim!.id,
    disclosureText: 'You may call and text me.',
    disclosureVersion: '2026-11',
    checkboxChecked: true,
    contactStatement: 'Agreed to calls and texts, including by automated dialing',
    ipAddress: '198.51.100.1',
    userAgent: 'vitest',
    pageUrl: 'https://site.example/claims',
  });
});
afterAll(() => setEnv({ NODE_ENV: 'test', PUBLIC_BASE_URL: '' }));

describe('do not contact, everywhere staff look (item 2)', () => {
  it('marks every request of a person who opted out, before or after the request, by e-mail or by phone; nobody else', async () => {
    const db = await getDb();
    const beforeAll = await listInbox(inboxFiltersSchema.parse({}));
    expect(beforeAll.items.filter((item) => item.doNotContact)).toEqual([]);

    // After the claim and the lead: by phone (stored as ten digits, decision 124).
    await db.insert(optOuts).values({
      reference: 'OPT-BYPHONE001',
      phone: '3055550150',
      source: 'api',
      ipAddress: '198.51.100.2',
      userAgent: 'vitest',
      createdAt: day('2026-11-25T12:00:00Z'),
    });
    // Before the comment: by e-mail.
    await db.insert(optOuts).values({
      reference: 'OPT-BYEMAIL001',
      email: 'robin@example.com',
      source: 'website',
      ipAddress: '198.51.100.2',
      userAgent: 'vitest',
      createdAt: day('2026-11-19T12:00:00Z'),
    });

    const listed = await listInbox(inboxFiltersSchema.parse({}));
    const marked = Object.fromEntries(listed.items.map((item) => [item.type, item.doNotContact?.reference ?? null]));
    expect(marked).toEqual({
      claim: 'OPT-BYEMAIL001',
      lead: 'OPT-BYEMAIL001',
      home_assessment: 'OPT-BYPHONE001',
      comment: 'OPT-BYEMAIL001',
      business_inquiry: null,
    });
    // One type picked: the same marker.
    expect(
      (await listInbox(inboxFiltersSchema.parse({ type: 'home_assessment' }))).items[0]!.doNotContact,
    ).toMatchObject({ reference: 'OPT-BYPHONE001' });

    const claim = await loadItem('claim', ids.claim);
    expect(claim!.optOuts.map((optOut) => optOut.reference)).toEqual(['OPT-BYEMAIL001', 'OPT-BYPHONE001']);
    expect((await loadItem('business_inquiry', ids.business_inquiry))!.optOuts).toEqual([]);

    const [header, row] = parseCsv(
      new TextDecoder().decode(await (await exportInbox(cli, { type: 'claim' })).arrayBuffer()),
      { bom: true },
    ) as string[][];
    expect(row![header!.indexOf('do_not_contact')]).toBe('yes');
    expect(row![header!.indexOf('opt_out_reference')]).toBe('OPT-BYEMAIL001');
    // The consent record as the item page shows it: a call list built from the export knows who agreed.
    expect(row![header!.indexOf('consent_checkbox')]).toBe('ticked');
    expect(row![header!.indexOf('consent_calls_and_texts')]).toBe(
      'Agreed to calls and texts, including by automated dialing',
    );
    expect(row![header!.indexOf('consent_wording_version')]).toBe('2026-11');
    const business = new TextDecoder()
      .decode(await (await exportInbox(cli, { type: 'business_inquiry' })).arrayBuffer())
      .split('\r\n');
    expect(business[1]!.split(',')[business[0]!.split(',').indexOf('do_not_contact')]).toBe('no');
    // No consent record stored for it: the columns are empty, not "not ticked".
    expect(business[1]!.split(',')[business[0]!.split(',').indexOf('consent_checkbox')]).toBe('');
  });
});

describe('people, not rows (item 5)', () => {
  it('lists the same person\u2019s other requests of every type, by e-mail or phone written any way, never the item itself', async () => {
    const claim = await loadItem('claim', ids.claim);
    expect(claim!.related.map((item) => [item.type, item.id])).toEqual([
      ['comment', ids.comment],
      ['home_assessment', ids.home_assessment],
      ['lead', ids.lead],
    ]);
    // The home assessment shares only the phone; the comment only the e-mail.
    expect((await loadItem('home_assessment', ids.home_assessment))!.related.map((item) => item.type)).toEqual([
      'lead',
      'claim',
    ]);
    expect((await loadItem('comment', ids.comment))!.related.map((item) => item.type)).toEqual(['lead', 'claim']);
    expect((await loadItem('business_inquiry', ids.business_inquiry))!.related).toEqual([]);
  });

  it('"assigned to me" lists what is assigned to whoever is looking', async () => {
    const db = await getDb();
    await runOperatorCommand(['add', 'me@example.com', '--role', 'agent'], PASSWORD);
    await runOperatorCommand(['add', 'other@example.com', '--role', 'agent'], PASSWORD);
    const [me] = await db.select().from(operators).where(eq(operators.email, 'me@example.com'));
    const [other] = await db.select().from(operators).where(eq(operators.email, 'other@example.com'));
    expect(await assignItem(cli, 'lead', ids.lead, me!.id)).toBe('assigned');
    expect(await assignItem(cli, 'claim', ids.claim, other!.id)).toBe('assigned');
    const mine = await listInbox(inboxFiltersSchema.parse({ agent: 'me' }), { operatorId: me!.id });
    expect(mine.items.map((item) => item.id)).toEqual([ids.lead]);
    expect(
      (await listInbox(inboxFiltersSchema.parse({ agent: 'me' }), { operatorId: other!.id })).items.map(
        (item) => item.id,
      ),
    ).toEqual([ids.claim]);
    expect((await listInbox(inboxFiltersSchema.parse({ agent: 'me' }))).total).toBe(0);
    // The export of "assigned to me" is the exporter's own list.
    const csv = new TextDecoder().decode(
      await (
        await exportInbox({ operatorId: me!.id, actor: 'me@example.com', ipAddress: 'local' }, { agent: 'me' })
      ).arrayBuffer(),
    );
    expect(csv.trim().split('\r\n')).toHaveLength(2);
    expect(csv).toContain('me@example.com');

    // The audit log names the assignee by e-mail (item 3), an unknown account changes nothing.
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'item.assign'), eq(auditLog.subjectId, ids.lead)));
    expect(row!.detail).toEqual({ assignedTo: me!.id, assignedToEmail: 'me@example.com' });
    expect(await assignItem(cli, 'lead', ids.lead, '00000000-0000-4000-8000-000000000000')).toBe('unknown');
  });
});

describe('readable items (items 3 and 4)', () => {
  it('names the plan as the visitor saw it, never an example carrier, and shows no raw JSON, ISO stamps or flags', async () => {
    setEnv({ NODE_ENV: 'production' });
    const home = await loadItem('home_assessment', ids.home_assessment);
    const fields = Object.fromEntries(home!.fields.map((field) => [field.label, field.text]));
    expect(fields['Selected plan']).toBe('Premier Coverage, $138/month, $1,587/year (confirmed 2 times)');
    expect(fields['Options quoted']).toBe(
      'Enhanced Coverage, $120/month, $1,380/year; Premier Coverage, $138/month, $1,587/year',
    );
    expect(fields['Figures']).toBe('Estimates from the example rating table, not quotes from a carrier');
    expect(fields['State']).toBe('Pennsylvania');
    expect(fields['Construction']).toBe('Solid masonry (brick, block, concrete)');
    // A year reads as a year, not as a quantity ("1,995").
    expect(fields['Year built']).toBe('1995');
    // The reference the confirmation page tells the visitor to quote (decision 085): on the item page and the
    // inbox, and a search for it finds the assessment.
    expect(home!.reference).toBe('HOME-QUOTE-ME12');
    expect(fields['Reference']).toBe('HOME-QUOTE-ME12');
    const quoted = await listInbox(inboxFiltersSchema.parse({ q: 'home-quote-me12' }));
    expect(quoted.items.map((item) => [item.type, item.id, item.reference])).toEqual([
      ['home_assessment', ids.home_assessment, 'HOME-QUOTE-ME12'],
    ]);
    const inbox = await listInbox(inboxFiltersSchema.parse({ type: 'home_assessment' }));
    expect(inbox.items[0]!.columns.selected_plan).toBe('Premier Coverage, $138/month, $1,587/year (confirmed 2 times)');
    expect((await listInbox(inboxFiltersSchema.parse({ q: 'robin.other' }))).items[0]!.summary).toBe(
      'Pennsylvania 19103, selected Premier Coverage',
    );
    const everything = JSON.stringify(home) + JSON.stringify(inbox);
    for (const hidden of ['Summit Crest', 'Harborline', 'ins_2']) expect(everything).not.toContain(hidden);

    // A call-back request: its best time, no empty household or income rows, no "Coverage []" or "Utm {}".
    const lead = await loadItem('lead', ids.lead);
    expect(lead!.title).toBe('Call-back request LEAD-PERSON001');
    expect(lead!.fields.map((field) => field.label)).toEqual([
      'Reference',
      'Kind',
      'Name',
      'E-mail',
      'Phone',
      'Language',
      'Best time to call',
      'Note',
    ]);
    expect(lead!.fields.find((field) => field.key === 'best_time')!.text).toBe('Evening (5 PM to 8 PM ET)');
    // Contact details are links.
    expect(lead!.fields.find((field) => field.key === 'email')!.href).toBe('mailto:Robin@Example.com');
    expect(lead!.fields.find((field) => field.key === 'phone')!.href).toBe('tel:+13055550150');
    // Typed '305-555-0150': shown the one way staff read a US number (the CSV keeps what was typed).
    expect(lead!.fields.find((field) => field.key === 'phone')!.text).toBe('(305) 555-0150');
    for (const item of [home, lead, await loadItem('claim', ids.claim)]) {
      for (const field of item!.fields) {
        expect(field.text, field.label).not.toMatch(/^[[{]|^\d{4}-\d\d-\d\dT|^(true|false)$/);
      }
    }
    setEnv({ NODE_ENV: 'test' });
  });

  it('gives e-mails and webhooks absolute links, on PUBLIC_BASE_URL or on this server as it listens, and so for the set-password link', async () => {
    setEnv({ NODE_ENV: 'production', PUBLIC_BASE_URL: '', PORT: '4321' });
    expect(consoleItemUrl('claim', ids.claim)).toBe(`http://localhost:4321/console/items/claim/${ids.claim}`);
    expect((await runOperatorCommand(['add', 'linked@example.com', '--role', 'agent'], undefined)).output).toMatch(
      /\nhttp:\/\/localhost:4321\/console\/set-password\?token=[\w-]{40,}$/,
    );
    setEnv({ PUBLIC_BASE_URL: 'https://desk.agency.example/', PORT: '' });
    expect(consoleItemUrl('lead', ids.lead)).toBe(`https://desk.agency.example/console/items/lead/${ids.lead}`);
    expect((await runOperatorCommand(['reset', 'linked@example.com'], undefined)).output).toMatch(
      /\nhttps:\/\/desk\.agency\.example\/console\/set-password\?token=[\w-]{40,}$/,
    );
    setEnv({ NODE_ENV: 'test', PUBLIC_BASE_URL: '' });
  });
});

describe('the CSV export (item 7)', () => {
  it('has a column for every field the item page shows (but those kept out of it, as a claim\u2019s description), the opt-out flag, the assignee\u2019s e-mail and the notes', async () => {
    await addNote(
      { operatorId: null, actor: 'me@example.com', ipAddress: 'local' },
      'lead',
      ids.lead,
      'Called, no answer.',
    );
    for (const type of ITEM_TYPES) {
      const item = await loadItem(type, ids[type]);
      const csv = new TextDecoder().decode(await (await exportInbox(cli, { type })).arrayBuffer()).split('\r\n');
      const header = csv[0]!.replace('\uFEFF', '').split(',');
      expect(header.slice(0, 3)).toEqual(['id', 'received', 'received_utc']);
      const tail = [
        ...(type === 'comment' ? [] : ['consent_checkbox', 'consent_calls_and_texts', 'consent_wording_version']),
        ...['do_not_contact', 'opt_out_reference', 'status', 'assigned_to', 'note_count'],
      ];
      expect(header.slice(-tail.length)).toEqual(tail);
      const keptOut: string[] = ITEM_COLUMNS[type].filter((column) => 'csv' in column).map((column) => column.key);
      const shown = item!.fields.map((field) => field.key).filter((key) => !keptOut.includes(key));
      expect(shown.length).toBeGreaterThan(3);
      for (const key of shown) expect(header, `${type}: ${key}`).toContain(key);
      // Nothing in the CSV that the list of fields does not name.
      expect(header.slice(3, -tail.length)).toEqual(
        ITEM_COLUMNS[type].filter((column) => !('csv' in column)).map((column) => column.key),
      );
    }
    const claimCsv = new TextDecoder().decode(await (await exportInbox(cli, { type: 'claim' })).arrayBuffer());
    expect(claimCsv).not.toContain('a sealed description');
    expect(claimCsv).toContain(',other@example.com,0');
    const leadCsv = new TextDecoder().decode(await (await exportInbox(cli, { type: 'lead' })).arrayBuffer());
    expect(leadCsv).toContain('Evening (5 PM to 8 PM ET),');
    expect(leadCsv).toContain(',after work please,');
    expect(leadCsv).toMatch(/,yes,OPT-BYEMAIL001,New,me@example\.com,1\r\n$/);
    // Received in the agency's zone (America/New_York by default), and in UTC.
    expect(leadCsv).toContain(',2026-11-21 10:00:00,2026-11-21T15:00:00.000Z,');
  });
});

describe('the view audit (item 11)', () => {
  it('records every view of every type of item, and nothing for an item that does not exist', async () => {
    const db = await getDb();
    const viewer = { operatorId: null, actor: 'viewer@example.com', ipAddress: '198.51.100.20' };
    for (const type of ITEM_TYPES) expect(await openItem(viewer, type, ids[type])).not.toBeNull();
    expect(await openItem(viewer, 'lead', '00000000-0000-4000-8000-000000000000')).toBeNull();
    const rows = await db.select().from(auditLog).where(eq(auditLog.actor, 'viewer@example.com')).orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.subjectType, row.subjectId])).toEqual(
      ITEM_TYPES.map((type) => [`${type}.view`, type, ids[type]]),
    );
  });

  it("adds no view row for the page a save redirects to (the save's row says it), and one for every other view", async () => {
    const db = await getDb();
    const saver = { operatorId: null, actor: 'saver@example.com', ipAddress: '198.51.100.21' };
    const actions = async () =>
      (await db.select().from(auditLog).where(eq(auditLog.actor, saver.actor)).orderBy(auditLog.id)).map(
        (row) => row.action,
      );
    // A "?saved=" address without a save before it (typed, or from the history) is a real view.
    await openItem(saver, 'lead', ids.lead, { afterSave: true });
    await addNote(saver, 'lead', ids.lead, 'called, no answer');
    await openItem(saver, 'lead', ids.lead, { afterSave: true });
    expect(await actions()).toEqual(['lead.view', 'item.note']);
    // The next view of the item, and a save's page on another item, are views again.
    await openItem(saver, 'lead', ids.lead);
    await openItem(saver, 'claim', ids.claim, { afterSave: true });
    expect(await actions()).toEqual(['lead.view', 'item.note', 'lead.view', 'claim.view']);
  });

  it("reads an item's tab title without a view row: a link's prefetch asks for it, and nobody opened the item", async () => {
    const db = await getDb();
    const before = (await db.select().from(auditLog)).length;
    for (const type of ITEM_TYPES)
      expect(await itemTitle(type, ids[type])).toBe((await loadItem(type, ids[type]))!.title);
    expect(await itemTitle('lead', '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await itemTitle('home_assessment', 'not-a-number')).toBeNull();
    expect((await db.select().from(auditLog)).length).toBe(before);
  });
});
