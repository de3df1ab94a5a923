import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { ITEM_COLUMNS, LANGUAGE_LABELS, type ItemColumn, type ItemColumnKey } from '@/content/console';
import { localeOr } from '@/lib/i18n/locale';
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
import { idFor } from '../submissions/tables';
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

/**
 * The console's one declaration of each submission type (issue 28, decision 178): how its rows
 * are read, what the inbox's UNION ALL selects from its table, how each column's value is read
 * (keys typed against content/console.ts ITEM_COLUMNS, which holds the type's label and column
 * words), its item page's title and the inbox's summary. The page, the inbox, the export and the
 * related items all read a type through this entry, so a new type is one entry here and one in
 * content/console.ts.
 */
interface ItemKind<T extends ItemType> {
  /** The rows of these ids (ids of another shape are left out before, server/submissions/tables.ts `idFor`). */
  load(ids: string[]): Promise<ItemRecords[T][]>;
  /**
   * The inbox's shared columns as SQL expressions over the type's table (server/submissions/tables.ts):
   * `name` always; `reference`, `email` and `phone` when the columns are not named so.
   */
  inbox: { name: string; reference?: string; email?: string; phone?: string };
  /** Each column's value; the columns every type shares (`SHARED_VALUES`) are read for all types at once. */
  values: Record<Exclude<ItemColumnKey<T>, SharedKey>, (record: ItemRecords[T]) => FieldValue>;
  /** The item page's title. */
  title(record: ItemRecords[T]): string;
  /** A few words for the mixed inbox, from the readable values (`text(key)`) and the record. */
  summary(text: (key: ItemColumnKey<T>) => string, record: ItemRecords[T]): string;
  /** The contact details, for the opt-out check and the person's other submissions (default: email, phone). */
  contact?(record: ItemRecords[T]): { email: string | null; phone: string | null };
  /** What finds the type's outbox messages (their key or payload names it; default: the reference). */
  outboxNeedle?(id: string, record: ItemRecords[T]): string;
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(', ');

/** The columns of every type, read the same way from every table: the visitor's language (issue 26). */
const SHARED_VALUES = {
  language: (record: AnyItemRecord) => LANGUAGE_LABELS[localeOr(record.language)],
} satisfies Record<string, (record: AnyItemRecord) => FieldValue>;
type SharedKey = keyof typeof SHARED_VALUES;

export const ITEM_KINDS: { [T in ItemType]: ItemKind<T> } = {
  claim: {
    async load(ids) {
      const db = await getDb();
      const [rows, counts] = await Promise.all([
        db.select().from(claims).where(inArray(claims.id, ids)),
        db
          .select({ claimId: claimAttachments.claimId, n: sql<number>`count(*)::int` })
          .from(claimAttachments)
          .where(inArray(claimAttachments.claimId, ids))
          .groupBy(claimAttachments.claimId),
      ]);
      const documents = new Map(counts.map((count) => [count.claimId, Number(count.n)]));
      return rows.map((row) => ({ ...row, documents: documents.get(row.id) ?? 0 }));
    },
    inbox: { name: "first_name || ' ' || last_name" },
    values: {
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
    title: (row) => `Claim ${row.reference}`,
    summary: (text) => joined(text('claim_type'), `urgency ${text('urgency')}`),
  },
  business_inquiry: {
    load: async (ids) => (await getDb()).select().from(businessInquiries).where(inArray(businessInquiries.id, ids)),
    inbox: { name: "contact_name || ' (' || company_name || ')'" },
    values: {
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
    title: (row) => `Business inquiry ${row.reference}`,
    summary: (text) => joined(`${text('employees')} employees`, text('state')),
  },
  lead: {
    load: async (ids) => (await getDb()).select().from(leads).where(inArray(leads.id, ids)),
    inbox: { name: 'name' },
    values: {
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
    title: (row) => `${row.kind === 'callback' ? 'Call-back request' : 'Lead'} ${row.reference}`,
    summary: (text, row) =>
      row.kind === 'callback'
        ? joined(`Call back: ${text('best_time') || 'any time'}`, text('state'))
        : joined(text('coverage'), text('state')),
  },
  home_assessment: {
    async load(ids) {
      const numbers = ids.map(Number);
      const db = await getDb();
      const [rows, selections] = await Promise.all([
        db.select().from(homeAssessments).where(inArray(homeAssessments.id, numbers)),
        db.select().from(homeInsuranceSelections).where(inArray(homeInsuranceSelections.assessmentId, numbers)),
      ]);
      const chosen = new Map(selections.map((selection) => [selection.assessmentId, selection]));
      return rows.map((row) => ({ ...row, selection: chosen.get(row.id) ?? null }));
    },
    inbox: { name: 'full_name', reference: 'null::text' },
    values: {
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
    title: (row) => `Home assessment for ${row.fullName}`,
    summary: (text, row) => {
      const plan = selectedPlanName(row);
      return joined(`${text('state')} ${text('zip_code')}`, plan ? `selected ${plan}` : '');
    },
    outboxNeedle: (id) => `home_assessment.submitted:${id}:`,
  },
  comment: {
    load: async (ids) => (await getDb()).select().from(comments).where(inArray(comments.id, ids)),
    inbox: { name: 'author_name', reference: 'null::text', email: 'author_email', phone: 'null::text' },
    values: {
      name: (row) => row.authorName,
      email: (row) => row.authorEmail,
      article: (row) => row.blogPostUrl,
      visibility: (row) => capitalised(row.visibility),
      content: (row) => row.content,
    },
    title: (row) => `Comment by ${row.authorName}`,
    summary: (_text, row) => {
      const content = row.content.length > 100 ? `${row.content.slice(0, 99)}…` : row.content;
      return row.visibility === 'published' ? content : `[${row.visibility}] ${content}`;
    },
    contact: (row) => ({ email: row.authorEmail, phone: null }),
    outboxNeedle: (id) => `comment.posted:${id}`,
  },
};

/** A type's entry with its record type widened to any type's, for the code that goes over every type. */
const kindOf = (type: ItemType) => ITEM_KINDS[type] as unknown as ItemKind<ItemType>;

const columnsOf = (type: ItemType) => ITEM_COLUMNS[type] as readonly ItemColumn[];
type ValueOf = (record: AnyItemRecord) => FieldValue;
const valueOf = (type: ItemType, key: string, record: AnyItemRecord): FieldValue =>
  (key in SHARED_VALUES ? SHARED_VALUES[key as SharedKey] : (kindOf(type).values as Record<string, ValueOf>)[key]!)(
    record,
  );

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
  return kindOf(type).summary((key) => textOf(valueOf(type, key, record)), record);
}

/** The item page's title: "Claim CLM-...", "Call-back request LEAD-...", "Comment by ...". */
export function titleOf(type: ItemType, record: AnyItemRecord): string {
  return kindOf(type).title(record);
}

/** The contact details of a record, for the opt-out check and the person's other submissions. */
export function contactOf(type: ItemType, record: AnyItemRecord): { email: string | null; phone: string | null } {
  const { contact } = kindOf(type);
  if (contact) return contact(record);
  const row = record as { email: string; phone: string };
  return { email: row.email, phone: row.phone };
}

/** What finds the outbox messages of a submission (their key or payload names it). */
export function outboxNeedleOf(type: ItemType, id: string, record: AnyItemRecord): string {
  const { outboxNeedle } = kindOf(type);
  return outboxNeedle ? outboxNeedle(id, record) : (record as { reference: string }).reference;
}

/** The rows of these ids of one type (for a page of the inbox, an export, or one item). */
export async function loadRecords<T extends ItemType>(type: T, ids: string[]): Promise<Map<string, ItemRecords[T]>> {
  const kind = kindOf(type);
  const wanted = ids.filter((id) => idFor(type, id) !== null);
  const found = new Map<string, ItemRecords[T]>();
  if (wanted.length === 0) return found;
  for (const record of await kind.load(wanted)) found.set(String(record.id), record as ItemRecords[T]);
  return found;
}
