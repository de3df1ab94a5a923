import 'server-only';
import type { ZodMiniType, output } from '@/lib/zod';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ConsentSubject } from '@/content/consent';
import type { ConfirmationKind } from '@/content/mail';
import type { FormState } from '@/lib/form-state';
import type { SitePagePath } from '@/content/routes';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale';
import { recordConsent } from '../consent';
import { consoleItemUrl } from '../console/links';
import type { ItemKind } from '../console/item-kind';
import type { ItemType } from '@/lib/fields/console-item';
import { getDb, type Tx } from '../db/client';
import { getEnv } from '../env';
import { defineGuardedPath, pageUrlOf, type SubmissionContext, type GuardedPath } from '../http/guarded-submission';
import { log } from '../log';
import { confirmationEmail } from '../mail/confirmation';
import { enqueueOutbox, type EmailMessage, type OutboxInput } from '../outbox/enqueue';
import { wakeOutbox } from '../outbox/worker';
import type { RateLimitPolicy } from '../rate-limit';
import { newReference } from '../reference';
import { smsConfirmation, type SmsConfirmationRequest } from '../sms/confirmation';
import { outboxOptionsFor, suspectedSpamOf } from '../spam/suspected';
import { idempotencyKeyOf, keepAnswerOrRollBack, keptAnswerOf, storedOnce } from './answers';
import { restoreOutcomeOwner } from '../forms/outcomes';

/**
 * One submission type, declared once (issue 28, decision 178): what it stores, how its consent is
 * recorded, which messages it queues and what its webhook carries. `storeSubmission` does the
 * store step every type shares; `guardedPath` makes the definition the guarded path
 * (server/http/guarded-submission.ts) runs for the API route and the server action.
 *
 * Named after the type: the outbox topics `<type>.agency`, `<type>.crm`, the webhook's event
 * `<type>.submitted`, the consent record's subject, the console link and the held messages' key.
 * Its `console` entry is how the desk reads it (server/console/item-fields.ts reads every
 * definition's through server/submissions/registry.ts).
 */

/** A type that can be declared here: a console item with a consent subject. */
export type SubmissionType = ItemType & ConsentSubject;

/** What every visitor submission carries: the consent box and the page it was on. */
interface VisitorInput {
  email: string;
  phone?: string;
  consent: boolean;
  pageUrl?: string;
}

/**
 * The table a type is stored in: a row has an id, the time it was received and the visitor's
 * language (server/db/schema/language.ts), which the store step sets and the webhook carries.
 */
type SubmissionTable = PgTable & { $inferSelect: { id: string | number; createdAt: Date; language: Locale } };

/** A submission as stored: the row the insert returned, with what came with it. */
export interface StoredSubmission<Input, Row, Extra = undefined, Details = undefined, Prepared = undefined> {
  /** The row as the database returned it: the webhook is built from this, never from a second field list. */
  row: Row;
  /** The validated input (for what the row does not keep in words, e.g. a label). */
  input: Input;
  /** What the body reader produced (a claim's stored files). */
  extra: Extra;
  /** What `storeDetails` stored beside the row (a claim's attachment rows). */
  details: Details;
  /** What `prepare` computed before the transaction (a home assessment's quote). */
  prepared: Prepared;
  /** The item's page in the console, for the agency's e-mail and the webhook. */
  consoleUrl: string;
  /** The send's idempotency key (decision 096), null for a post without one (no JavaScript, the survey's webhook). */
  sendKey: string | null;
  /** Whether a confirmation e-mail was queued (not when the address opted out or reached the daily limit). */
  confirmationEmailed: boolean;
  /** Whether a confirmation text was queued (a provider configured, the box ticked, the number not opted out). */
  confirmationTexted: boolean;
}

export interface SubmissionDefinition<
  Schema extends ZodMiniType,
  Table extends SubmissionTable,
  Result,
  Extra = undefined,
  Details = undefined,
  Type extends SubmissionType = SubmissionType,
  ConsoleRow = Table['$inferSelect'],
  FormKey extends string = string,
  Prepared = undefined,
> {
  /** The item type: console, consent subject, outbox topics and the webhook's event follow from it. */
  type: Type;
  /** Per-client limit (server/submissions/guards.ts); read when a request comes, as it names the phone number. */
  limit(): RateLimitPolicy;
  /** The API's schema (a form posted without JavaScript may have its own, `guardedPath(definition, schema)`). */
  schema: Schema;
  table: Table;
  /** The reference's prefix; a type without one (a home assessment, known by its number) has no reference. */
  referencePrefix?: Parameters<typeof newReference>[0];
  /** Computed once before the transaction (a home assessment's quote): the row, the messages and the result read it. */
  prepare?(input: output<Schema>): Prepared;
  /**
   * For an id chosen before the insert (a home assessment's random number): runs `insert` with fresh
   * ids until one is free (it answers null on a collision); without it the database sets the id.
   */
  withId?<T>(insert: (id: Table['$inferSelect']['id']) => Promise<T | null>): Promise<T>;
  /** One topic for the agency's e-mail and webhook, each keyed `<topic>:<id>:<channel>` (a home assessment's). */
  agencyTopic?: string;
  /**
   * The form's page, for the consent record when neither the browser nor the Referer name one: a
   * page of content/routes.ts (the type's line there is a step of the checklist; another path fails tsc).
   */
  pagePath: SitePagePath;
  /**
   * The type's JSON endpoint, `POST /api/<endpoint>`, served by the one route of such endpoints
   * (app/api/[submission]/route.ts): the API's schema, 201 with `result`. A type whose endpoint
   * reads another body (a claim's files) or trusts a caller (the home assessment's survey webhook)
   * has its own route file instead and declares none.
   */
  endpoint?: string;
  /** The row to insert, from the validated input (the store step adds the visitor's language). */
  row(input: output<Schema>, meta: RowMeta<Extra, Prepared>): Omit<Table['$inferInsert'], 'id'>;
  /** Anything stored beside the row in the same transaction (a claim's attachments). */
  storeDetails?(tx: Tx, row: Table['$inferSelect'], extra: Extra): Promise<Details>;
  /** The agency's e-mail (topic `<type>.agency` or `agencyTopic`, to AGENCY_NOTIFY_EMAIL, reply to the visitor). */
  agencyEmail(stored: StoredOf<Schema, Table, Extra, Details, Prepared>): Pick<EmailMessage, 'subject' | 'text'>;
  /**
   * The CRM webhook's data (topic `<type>.crm` or `agencyTopic`, event `<type>.submitted`), built from
   * the stored row; the store step adds the row's `language`.
   */
  webhook(stored: StoredOf<Schema, Table, Extra, Details, Prepared>): Record<string, unknown>;
  /** The visitor's confirmation e-mail, for types that send one (a home assessment's results are on screen). */
  confirmation?(input: output<Schema>): ConfirmationKind;
  /** The visitor's confirmation text, for types that send one (decision 181). */
  text?(input: output<Schema>): Omit<SmsConfirmationRequest, 'reference'>;
  /** The log line after the commit: its message and fields (never a submitted value). */
  logLine(
    stored: StoredOf<Schema, Table, Extra, Details, Prepared>,
  ): [message: string, fields: Record<string, unknown>];
  /**
   * What the route and the action answer, made in the store step's transaction (`tx`, for anything it
   * stores) and kept with a request's idempotency key, so a send repeated after a lost answer gets it.
   */
  result(stored: StoredOf<Schema, Table, Extra, Details, Prepared>, tx: Tx): Result | Promise<Result>;
  /**
   * How the console reads the type (`ConsoleRow`: a row as the desk reads it): its rows, inbox
   * columns, each column's value, the item page's title and the mixed inbox's summary. The words
   * (label, column names) are content/console.ts's.
   */
  console: ItemKind<Type, ConsoleRow>;
  /**
   * The type's forms posted without JavaScript, by the key the form binds the one server action
   * to (server/submissions/form-action.ts): `<type>`, or `<type>_<form>` when a type has several
   * forms. A type without a form of that kind (a claim, whose files post to its endpoint) has none.
   */
  forms?: { [Key in FormKey]: SubmissionForm<output<Schema>, Result> };
}

/** What the row is built with besides the input ('' for the reference of a type without a `referencePrefix`). */
export interface RowMeta<Extra, Prepared> {
  reference: string;
  suspectedSpam: string | null;
  extra: Extra;
  prepared: Prepared;
}

/** One form posted without JavaScript: its own schema, if not the API's, and what success means for the page. */
export interface SubmissionForm<Input, Result> {
  /** The form's fields (every question required, say), read into the API's input. */
  schema?: ZodMiniType<Input>;
  /** By default the reference; may redirect (Next's redirect() throws) or answer with what the page shows. */
  onSuccess?(result: Result, formData: FormData): FormState;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDefinition = SubmissionDefinition<ZodMiniType, SubmissionTable, any, any, any, any, any, any, any>;

/** The stored submission a definition's message builders receive. */
type StoredOf<Schema extends ZodMiniType, Table extends SubmissionTable, Extra, Details, Prepared> = StoredSubmission<
  output<Schema>,
  Table['$inferSelect'],
  Extra,
  Details,
  Prepared
>;

/** Declares a type once; the identity function that checks it. */
export function defineSubmissionType<
  Schema extends ZodMiniType,
  Table extends SubmissionTable,
  Result,
  Extra = undefined,
  Details = undefined,
  Type extends SubmissionType = SubmissionType,
  ConsoleRow = Table['$inferSelect'],
  FormKey extends Type | `${Type}_${string}` = never,
  Prepared = undefined,
>(
  definition: SubmissionDefinition<Schema, Table, Result, Extra, Details, Type, ConsoleRow, FormKey, Prepared>,
): SubmissionDefinition<Schema, Table, Result, Extra, Details, Type, ConsoleRow, FormKey, Prepared> {
  return definition;
}

/**
 * The store step every type shares: ONE transaction with the row (and its details), the consent
 * record and the outbox messages (agency e-mail, CRM webhook, confirmations; held while the
 * submission is suspected spam), then the log line and a nudge to the outbox worker. A trusted
 * caller may name the consent record's page itself (`context.pageUrl`: the survey webhook's).
 */
export async function storeSubmission<
  Schema extends ZodMiniType,
  Table extends SubmissionTable,
  Result,
  Extra = undefined,
  Details = undefined,
  Type extends SubmissionType = SubmissionType,
  ConsoleRow = Table['$inferSelect'],
  Prepared = undefined,
>(
  definition: SubmissionDefinition<Schema, Table, Result, Extra, Details, Type, ConsoleRow, string, Prepared>,
  input: output<Schema> & VisitorInput,
  context: SubmissionContext & { pageUrl?: string },
  extra: Extra,
): Promise<Result> {
  const { type } = definition;
  const key = idempotencyKeyOf(context.headers);
  const reference = definition.referencePrefix ? newReference(definition.referencePrefix) : '';
  const language = context.language ?? DEFAULT_LOCALE;
  const prepared = definition.prepare?.(input) as Prepared;
  const values = {
    ...definition.row(input, { reference, suspectedSpam: suspectedSpamOf(context), extra, prepared }),
    language,
  };
  const db = await getDb();
  // With an id chosen here, a collision inserts nothing and answers null (`withId` tries another).
  const store = (id?: Table['$inferSelect']['id']) =>
    db.transaction(async (tx) => {
      const insert = tx
        .insert(definition.table)
        .values((id === undefined ? values : { ...values, id }) as Table['$inferInsert']);
      const conflict = { target: getTableColumns(definition.table).id as PgColumn };
      const [row] = (await (
        id === undefined ? insert : insert.onConflictDoNothing(conflict)
      ).returning()) as Table['$inferSelect'][];
      if (!row) return null;
      const details = (definition.storeDetails ? await definition.storeDetails(tx, row, extra) : undefined) as Details;
      // The visitor's confirmations speak the language stored with the submission (issue 26).
      const confirmation = definition.confirmation
        ? await confirmationEmail(tx, definition.confirmation(input), input.email, reference, language)
        : [];
      const text = definition.text
        ? await smsConfirmation(tx, { ...definition.text(input), reference, locale: language })
        : [];
      const stored = {
        row,
        input,
        extra,
        details,
        prepared,
        consoleUrl: consoleItemUrl(type, row.id),
        sendKey: key,
        confirmationEmailed: confirmation.length > 0,
        confirmationTexted: text.length > 0,
      };
      await recordConsent(
        tx,
        { type, id: String(row.id) },
        {
          checkboxChecked: input.consent,
          pageUrl: context.pageUrl ?? pageUrlOf(input.pageUrl, context, definition.pagePath),
          headers: context.headers,
          language,
        },
      );
      await enqueueOutbox(
        tx,
        [...agencyMessages(definition as AnyDefinition, stored), ...confirmation, ...text],
        outboxOptionsFor(context.suspectedSpam, type, row.id),
      );
      const result = await definition.result(stored, tx);
      // A send with the same key stored meanwhile: roll this one back and answer as that one was answered.
      if (key) await keepAnswerOrRollBack(tx, type, key, result);
      return { stored, result };
    });
  const done = await storedOnce(type, key, async () =>
    definition.withId ? await definition.withId(store) : (await store())!,
  );
  const [message, fields] = definition.logLine(done.stored);
  log.info(message, fields);
  wakeOutbox();
  return done.result;
}

/** The agency's e-mail, and the CRM webhook when one is configured. */
function agencyMessages(
  definition: AnyDefinition,
  stored: StoredSubmission<VisitorInput, { id: string | number; language: Locale }, unknown, unknown, unknown>,
): OutboxInput[] {
  const env = getEnv();
  const { type, agencyTopic } = definition;
  // Fresh keys by default; a type with its own topic keys each message by its id, as it always has.
  const keyed = (channel: string) =>
    agencyTopic ? { idempotencyKey: `${agencyTopic}:${stored.row.id}:${channel}` } : {};
  const messages: OutboxInput[] = [
    {
      channel: 'email',
      topic: agencyTopic ?? `${type}.agency`,
      to: env.AGENCY_NOTIFY_EMAIL,
      replyTo: stored.input.email,
      contact: { email: stored.input.email, phone: stored.input.phone },
      ...definition.agencyEmail(stored as never),
      ...keyed('email'),
    },
  ];
  if (env.CRM_WEBHOOK_URL) {
    messages.push({
      channel: 'webhook',
      topic: agencyTopic ?? `${type}.crm`,
      event: `${type}.submitted`,
      // Every type's CRM record says which language to answer in (issue 26).
      data: { ...definition.webhook(stored as never), language: stored.row.language },
      ...keyed('webhook'),
    });
  }
  return messages;
}

/**
 * The definition as the guarded path runs it (rate limit, body, honeypot, schema, then this store
 * step), with the API's schema or a form's own (the built-in assessment posted without JavaScript).
 */
export function guardedPath<
  Schema extends ZodMiniType,
  Table extends SubmissionTable,
  Result,
  Extra = undefined,
  Details = undefined,
  Type extends SubmissionType = SubmissionType,
  ConsoleRow = Table['$inferSelect'],
  FormSchema extends ZodMiniType = Schema,
  Prepared = undefined,
>(
  definition: SubmissionDefinition<Schema, Table, Result, Extra, Details, Type, ConsoleRow, string, Prepared>,
  schema?: FormSchema & ZodMiniType<output<Schema>>,
): GuardedPath<FormSchema, Result, Extra> {
  return defineGuardedPath({
    get limit() {
      return definition.limit();
    },
    schema: (schema ?? definition.schema) as FormSchema,
    store: (input, context, extra) =>
      storeSubmission(definition, input as output<Schema> & VisitorInput, context, extra),
    async answered(headers) {
      const kept = await keptAnswerOf<Result>(definition.type, headers);
      // The page the answer names (a lead's thank-you) opens only with the cookie the lost answer carried.
      if (kept) await restoreOutcomeOwner(kept.key);
      return kept?.answer ?? null;
    },
  });
}
