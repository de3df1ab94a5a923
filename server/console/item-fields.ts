import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { ITEM_COLUMNS, type ItemColumn, type ItemColumnKey } from '@/content/console';
import { CALL_TIME_LABELS } from '@/content/call-back';
import { CONSTRUCTION_TYPES, stateNameOf } from '@/content/home-insurance-rates';
import { CLAIM_TYPE_LABELS, URGENCY_LABELS } from '@/lib/fields/claim';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import { estimateSummary } from '@/lib/estimate/stored';
import { getDb } from '../db/client';
import {
  businessInquiries,
  claimAttachments,
  claims,
  comments,
  homeAssessments,
  homeInsuranceSelections,
  leads,
  type BusinessInquiryRow,
  type ClaimRow,
  type Comment,
  type HomeAssessmentRow,
  type HomeInsuranceSelectionRow,
  type LeadRow,
} from '../db/schema';
import { decryptClaimText } from '../claims/claim-text';
import { presentOptions } from '../insurance/presentation';
import { resultsPath } from '../insurance/links';
import { publicUrl } from '../public-url';
import type { ItemType } from '@/lib/fields/console-item';

/** A submission's row as the desk reads it, per type. */
export interface ItemRecords {
  claim: ClaimRow & { documents: number };
  business_inquiry: BusinessInquiryRow;
  lead: LeadRow;
  home_assessment: HomeAssessmentRow & { selection: HomeInsuranceSelectionRow | null };
  comment: Comment;
}
export type AnyItemRecord = ItemRecords[ItemType];

/** Dollars: "$52,000" on the page, 52000 in the CSV. */
interface Money {
  usd: number;
}
type FieldValue = string | number | Money | null | undefined;
type FieldValues = { [T in ItemType]: Record<ItemColumnKey<T>, (record: ItemRecords[T]) => FieldValue> };

const usd = (value: number | null | undefined): Money | null =>
  value === null || value === undefined ? null : { usd: value };
const list = (values: readonly (string | number)[] | null | undefined) =>
  values && values.length > 0 ? values.join(', ') : null;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const yesNo = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : value);
const LEAD_KIND_LABELS: Record<string, string> = { assessment: 'Health assessment', callback: 'Call back' };
const SOURCE_LABELS: Record<string, string> = { site: 'Website form', survey_webhook: 'External survey' };

/** "High" for 'high': the urgency as the form's choice begins ("High - Time sensitive"). */
function urgencyLabel(urgency: string): string {
  return URGENCY_LABELS[urgency as keyof typeof URGENCY_LABELS]?.split(' - ')[0] ?? urgency;
}

/** "Premier Coverage, $120/month": an option named as the visitor saw it (decision 085; the example carriers never). */
function planText(option: InsuranceOption): string {
  return `${option.providerName}, $${option.monthlyPremium.toLocaleString('en-US')}/month, $${option.yearlyPremium.toLocaleString('en-US')}/year`;
}

function shownOptions(record: ItemRecords['home_assessment']): InsuranceOption[] {
  return presentOptions(record.options, record.ratesExample);
}

/** The plan the visitor confirmed, by the name they saw ("Premier Coverage"), or null. */
export function selectedPlanName(record: ItemRecords['home_assessment']): string | null {
  if (!record.selection) return null;
  return shownOptions(record).find((option) => option.id === record.selection!.insuranceId)?.providerName ?? null;
}

/** How each field's value is read from its row (keys typed against content/console.ts ITEM_COLUMNS). */
const FIELD_VALUES: FieldValues = {
  claim: {
    reference: (row) => row.reference,
    name: (row) => `${row.firstName} ${row.lastName}`.trim(),
    email: (row) => row.email,
    phone: (row) => row.phone,
    claim_type: (row) => CLAIM_TYPE_LABELS[row.claimType as keyof typeof CLAIM_TYPE_LABELS] ?? row.claimType,
    urgency: (row) => urgencyLabel(row.urgency),
    agent: (row) => row.agent,
    documents: (row) => row.documents,
    description: (row) => decryptClaimText(row.description),
  },
  business_inquiry: {
    reference: (row) => row.reference,
    company: (row) => row.companyName,
    contact: (row) => row.contactName,
    email: (row) => row.email,
    phone: (row) => row.phone,
    employees: (row) => row.employeeCount,
    state: (row) => row.state,
    zip_code: (row) => row.zipCode,
    subsidize_plans: (row) => yesNo(row.subsidizePlans),
    details: (row) => row.additionalDetails,
  },
  lead: {
    reference: (row) => row.reference,
    kind: (row) => LEAD_KIND_LABELS[row.kind] ?? row.kind,
    name: (row) => row.name,
    email: (row) => row.email,
    phone: (row) => row.phone,
    best_time: (row) =>
      row.bestTime ? (CALL_TIME_LABELS[row.bestTime as keyof typeof CALL_TIME_LABELS] ?? row.bestTime) : null,
    state: (row) => (row.state ? stateNameOf(row.state) : null),
    zip_code: (row) => row.zipCode,
    household_size: (row) => row.householdSize,
    yearly_income: (row) => usd(row.yearlyIncome),
    ages: (row) => list(row.ages),
    // The figures stored at submission, the ones the visitor saw (decision 180).
    estimate: (row) => estimateSummary(row.estimate),
    coverage: (row) => list(row.coverage),
    note: (row) => row.note,
    page_url: (row) => row.pageUrl,
    campaign: (row) => list(Object.entries(row.utm ?? {}).map(([key, value]) => `${key}: ${value}`)),
  },
  home_assessment: {
    name: (row) => row.fullName,
    email: (row) => row.email,
    phone: (row) => row.phone,
    state: (row) => stateNameOf(row.state),
    zip_code: (row) => row.zipCode,
    dwelling_coverage: (row) => usd(row.dwellingCoverage),
    square_feet: (row) => row.squareFeet,
    year_built: (row) => row.yearBuilt,
    construction: (row) =>
      CONSTRUCTION_TYPES.find((type) => type.value === row.construction)?.label ?? row.construction,
    roof_age: (row) => `${row.roofAge} ${row.roofAge === 1 ? 'year' : 'years'}`,
    claims_last_five_years: (row) => row.claimsLastFiveYears,
    deductible: (row) => usd(row.preferredDeductible),
    options: (row) => shownOptions(row).map(planText).join('; ') || null,
    selected_plan: (row) => {
      if (!row.selection) return null;
      const option = shownOptions(row).find((candidate) => candidate.id === row.selection!.insuranceId);
      const confirmed = `confirmed ${row.selection.confirmations === 1 ? 'once' : `${row.selection.confirmations} times`}`;
      // A plan no longer among the options (cannot happen through the site): its id, rather than nothing.
      return option ? `${planText(option)} (${confirmed})` : `${row.selection.insuranceId} (${confirmed})`;
    },
    figures: (row) =>
      row.ratesExample
        ? 'Estimates from the example rating table, not quotes from a carrier'
        : 'From the agency\u2019s rating table',
    rating_version: (row) => row.ratingVersion,
    results_url: (row) => publicUrl(resultsPath(row.id)),
    source: (row) => SOURCE_LABELS[row.source] ?? row.source,
  },
  comment: {
    name: (row) => row.authorName,
    email: (row) => row.authorEmail,
    article: (row) => row.blogPostUrl,
    visibility: (row) => capitalised(row.visibility),
    content: (row) => row.content,
  },
};

const columnsOf = (type: ItemType) => ITEM_COLUMNS[type] as readonly ItemColumn[];
const valueOf = (type: ItemType, key: string, record: AnyItemRecord): FieldValue =>
  (FIELD_VALUES[type] as Record<string, (record: AnyItemRecord) => FieldValue>)[key]!(record);

function textOf(value: FieldValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'object') return `$${value.usd.toLocaleString('en-US')}`;
  return value.trim();
}

/** A link for a contact detail or an address: mailto:, tel: (US numbers as +1...), or the web address itself. */
function hrefOf(key: string, text: string): string | undefined {
  if (key === 'email' && text.includes('@')) return `mailto:${text}`;
  if (key === 'phone') {
    const digits = text.replace(/\D/g, '');
    if (digits.length === 10) return `tel:+1${digits}`;
    if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
    return undefined;
  }
  if (['page_url', 'article', 'results_url'].includes(key) && /^https?:\/\//i.test(text)) return text;
  return undefined;
}

export interface ShownField {
  key: string;
  label: string;
  text: string;
  href?: string;
}

/** The item page's rows: every field the page shows, in order, empty ones left out. */
export function pageFields(type: ItemType, record: AnyItemRecord): ShownField[] {
  return columnsOf(type)
    .filter((column) => column.page !== false)
    .flatMap((column) => {
      const text = textOf(valueOf(type, column.key, record));
      return text ? [{ key: column.key, label: column.label, text, href: hrefOf(column.key, text) }] : [];
    });
}

/** The inbox's cells when the type filter picks one type: readable text by key. */
export function tableCells(type: ItemType, record: AnyItemRecord): Record<string, string> {
  return Object.fromEntries(
    columnsOf(type)
      .filter((column) => column.table !== false)
      .map((column) => [column.key, textOf(valueOf(type, column.key, record))]),
  );
}

/** The export's columns of a type: every field but those kept out of exports (a claim's description). */
export function csvColumns(type: ItemType): string[] {
  return columnsOf(type)
    .filter((column) => column.csv !== false)
    .map((column) => column.key);
}

/** The export's values by key: numbers and dollars as numbers, the rest as the page shows it. */
export function csvValues(type: ItemType, record: AnyItemRecord): Record<string, string | number | null> {
  return Object.fromEntries(
    csvColumns(type).map((key) => {
      const value = valueOf(type, key, record);
      return [
        key,
        value === null || value === undefined
          ? null
          : typeof value === 'object'
            ? value.usd
            : typeof value === 'number'
              ? value
              : value.trim(),
      ];
    }),
  );
}

/** A few words for the mixed inbox: claim type and urgency, company size, best time or coverage, the chosen plan... */
export function summaryOf(type: ItemType, record: AnyItemRecord): string {
  const text = (key: string) => textOf(valueOf(type, key, record));
  const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');
  switch (type) {
    case 'claim':
      return joined(text('claim_type'), `urgency ${text('urgency')}`);
    case 'business_inquiry':
      return joined(`${text('employees')} employees`, text('state'));
    case 'lead':
      return (record as LeadRow).kind === 'callback'
        ? joined(`Call back: ${text('best_time') || 'any time'}`, text('state'))
        : joined(text('coverage'), text('state'));
    case 'home_assessment': {
      const plan = selectedPlanName(record as ItemRecords['home_assessment']);
      return joined(`${text('state')} ${text('zip_code')}`, plan ? `selected ${plan}` : '');
    }
    case 'comment': {
      const row = record as Comment;
      const content = row.content.length > 100 ? `${row.content.slice(0, 99)}…` : row.content;
      return row.visibility === 'published' ? content : `[${row.visibility}] ${content}`;
    }
  }
}

/** The contact details of a record, for the opt-out check and the person's other submissions. */
export function contactOf(type: ItemType, record: AnyItemRecord): { email: string | null; phone: string | null } {
  if (type === 'comment') return { email: (record as Comment).authorEmail, phone: null };
  const row = record as { email: string; phone: string };
  return { email: row.email, phone: row.phone };
}

/** The rows of these ids of one type (for a page of the inbox, an export, or one item). */
export async function loadRecords<T extends ItemType>(type: T, ids: string[]): Promise<Map<string, ItemRecords[T]>> {
  const found = new Map<string, ItemRecords[T]>();
  if (ids.length === 0) return found;
  const db = await getDb();
  const put = (id: string | number, record: AnyItemRecord) => found.set(String(id), record as ItemRecords[T]);
  if (type === 'home_assessment') {
    const numbers = ids.filter((id) => /^\d{1,16}$/.test(id)).map(Number);
    if (numbers.length === 0) return found;
    const [rows, selections] = await Promise.all([
      db.select().from(homeAssessments).where(inArray(homeAssessments.id, numbers)),
      db.select().from(homeInsuranceSelections).where(inArray(homeInsuranceSelections.assessmentId, numbers)),
    ]);
    const chosen = new Map(selections.map((selection) => [selection.assessmentId, selection]));
    for (const row of rows) put(row.id, { ...row, selection: chosen.get(row.id) ?? null });
    return found;
  }
  const uuids = ids.filter((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id));
  if (uuids.length === 0) return found;
  if (type === 'claim') {
    const [rows, counts] = await Promise.all([
      db.select().from(claims).where(inArray(claims.id, uuids)),
      db
        .select({ claimId: claimAttachments.claimId, n: sql<number>`count(*)::int` })
        .from(claimAttachments)
        .where(inArray(claimAttachments.claimId, uuids))
        .groupBy(claimAttachments.claimId),
    ]);
    const documents = new Map(counts.map((count) => [count.claimId, Number(count.n)]));
    for (const row of rows) put(row.id, { ...row, documents: documents.get(row.id) ?? 0 });
  } else if (type === 'business_inquiry') {
    for (const row of await db.select().from(businessInquiries).where(inArray(businessInquiries.id, uuids)))
      put(row.id, row);
  } else if (type === 'lead') {
    for (const row of await db.select().from(leads).where(inArray(leads.id, uuids))) put(row.id, row);
  } else {
    for (const row of await db.select().from(comments).where(inArray(comments.id, uuids))) put(row.id, row);
  }
  return found;
}
