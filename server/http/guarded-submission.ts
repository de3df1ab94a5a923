import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import { safeParse, type ZodMiniType, type output } from '@/lib/zod';
import type { FormState } from '@/lib/form-state';
import { localeOr, type Locale } from '@/lib/i18n/locale';
import { KIT_FIELDS } from '@/lib/honeypot';
import { fieldErrorsOf, formDataToObject } from '@/lib/form-data';
import { saveFormOutcome, type OutcomeForm } from '../forms/outcomes';
import { answerToSamePost, rememberAnswer } from '../forms/same-post';
import { botReason, type BotReason } from '../honeypot';
import { log } from '../log';
import { getSiteConfig } from '../site-config';
import { enforceRateLimit, refundMistake, type RateLimitPolicy } from '../rate-limit';
import { clientIp } from './client-ip';
import { CROSS_SITE_MESSAGE, isCrossSite } from './cross-site';
import { HttpError, isClientAbort, route, validationError } from './errors';
import { readJsonBody } from './json-body';

/**
 * The one guarded path of every visitor submission (docs/decisions/090), whether it arrives as
 * JSON from the form kit, as a server action (JavaScript off) or from another client of the API:
 *
 *   [answered before? its answer] -> rate limit -> read the body (within its limit) -> honeypot -> schema -> store
 *
 * The rate limit runs before a byte of the body is read; a submission that looks like a bot's
 * (honeypot, fill time) is still stored, marked as suspected spam with its messages held
 * (server/spam/suspected.ts: nothing a person sends is dropped), and every bad input is the same 400: `{ message,
 * fieldErrors }` with the
 * schema's messages. Routes and actions are thin wrappers around `runSubmission`.
 */

/** Where a submission came from: its request headers (client IP, user agent, Referer). */
export interface SubmissionContext {
  headers: Headers;
  /**
   * Set when the honeypot or the fill-time check tripped: the path stores the submission
   * marked with this reason and queues its messages held (server/spam/suspected.ts).
   */
  suspectedSpam?: BotReason;
  /**
   * The language the visitor used (issue 26, decision 183): the form's `language` field (a hidden
   * input on the pages, a JSON field from the forms), read by `runSubmission` beside the schema like
   * the honeypot, so every type stores it without a field of its own. Unknown or missing is English.
   */
  language?: Locale;
}

/**
 * What the guarded path needs of one kind of submission: its limit, its schema and its store step.
 * Not the submission type's definition (server/submissions/definition.ts), which `guardedPath()`
 * turns into one of these; other posts (opt-outs, comments, privacy choices) declare theirs here.
 */
export interface GuardedPath<Schema extends ZodMiniType, Result, Extra = undefined> {
  /** Per-client limit; its name also labels the log lines. */
  limit: RateLimitPolicy;
  schema: Schema;
  /**
   * Stores the valid submission (one transaction, notifications through the outbox). With
   * `context.suspectedSpam`, the same, marked, and its messages held; a path whose effect
   * must never wait for a person (an opt-out, a privacy choice) ignores the mark.
   */
  store(data: output<Schema>, context: SubmissionContext, extra: Extra): Promise<Result>;
  /**
   * The answer of a submission already stored for this request's `Idempotency-Key`, if any (a send
   * repeated after its answer was lost, decision 096): asked before the rate limit and before a byte
   * of the body is read, and answered instead of storing.
   */
  answered?(headers: Headers): Promise<Result | null>;
}

/**
 * Thrown out of a store step when a send with the same idempotency key was stored while this one
 * was being stored (the two raced): its transaction rolled back, `runSubmission` discards what the
 * body reader kept and answers with the first send's answer.
 */
export class AnsweredBefore extends Error {
  constructor(readonly answer: unknown) {
    super('a submission with this idempotency key was stored meanwhile');
    this.name = 'AnsweredBefore';
  }
}

/** The body as read: its text fields, what else the reader produced (e.g. stored files), and how to undo that. */
export interface SubmissionInput<Extra = undefined> {
  fields: unknown;
  extra: Extra;
  /** Undoes what reading did (deletes stored files) when the submission is refused. */
  discard?: () => Promise<unknown>;
}

export type BodyReader<Extra = undefined> = () => Promise<SubmissionInput<Extra>>;

/** For trusted callers (an authenticated webhook): no per-client limit and no honeypot. */
export interface RunOptions {
  trusted?: boolean;
}

export function defineGuardedPath<Schema extends ZodMiniType, Result, Extra = undefined>(
  path: GuardedPath<Schema, Result, Extra>,
): GuardedPath<Schema, Result, Extra> {
  return path;
}

export async function runSubmission<Schema extends ZodMiniType, Result, Extra>(
  path: GuardedPath<Schema, Result, Extra>,
  context: SubmissionContext,
  read: BodyReader<Extra>,
  options: RunOptions = {},
): Promise<Result> {
  if (!options.trusted) refuseCrossSite(context.headers);
  // Before the limit: a visitor retrying a send that was stored is answered, not told to wait.
  const answered = await path.answered?.(context.headers);
  if (answered) return answeredAgain(path, context, answered);
  if (!options.trusted) await enforceRateLimit(path.limit, clientIp(context.headers));
  const input = await read();
  try {
    const reason = options.trusted ? null : botReason(input.fields);
    const data = await checkedFields(path, context, input.fields, options);
    const visitor: SubmissionContext = { ...context, language: languageOf(input.fields) };
    if (reason) {
      // No personal data: the form and the reason are enough to notice a false positive.
      log.warn('submission kept as suspected spam', {
        form: path.limit.name,
        reason,
        requestId: context.headers.get('x-request-id'),
      });
      return await path.store(data, { ...visitor, suspectedSpam: reason }, input.extra);
    }
    return await path.store(data, visitor, input.extra);
  } catch (error) {
    await input.discard?.();
    if (error instanceof AnsweredBefore) return answeredAgain(path, context, error.answer as Result);
    throw error;
  }
}

/**
 * The fields as the schema reads them, or its 400. That refusal is the visitor's mistake and
 * stores nothing, so it costs a quarter of a send (server/rate-limit.ts): without JavaScript
 * each mistake is a post, and correcting a form must not use up the sends it is for.
 */
async function checkedFields<Schema extends ZodMiniType>(
  path: { limit: RateLimitPolicy; schema: Schema },
  context: SubmissionContext,
  fields: unknown,
  options: RunOptions,
): Promise<output<Schema>> {
  try {
    refuseControlCharacters(fields);
    return parseSubmission(path.schema, fields);
  } catch (error) {
    if (!options.trusted) await refundMistake(path.limit, clientIp(context.headers));
    throw error;
  }
}

/** A send repeated with the key of one stored before: its first answer, and a log line without a value. */
function answeredAgain<Result>(path: { limit: RateLimitPolicy }, context: SubmissionContext, answer: Result): Result {
  log.info('submission repeated: answered as the first time', {
    form: path.limit.name,
    requestId: context.headers.get('x-request-id'),
  });
  return answer;
}

/** The submission's `language` field: 'en' or 'es', anything else (or nothing) English, never a refusal. */
export function languageOf(fields: unknown): Locale {
  return localeOr(
    typeof fields === 'object' && fields !== null ? (fields as { language?: unknown }).language : undefined,
  );
}

// NUL and the other C0/C1 controls never belong in a form value (the database refuses NUL, and
// the others hide text); tab and line breaks are left to each field's schema.
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const CONTROL_CHARACTER_MESSAGE = 'This field contains a character that is not allowed.';

/** 400 before anything is stored when any text value carries a control character. */
export function refuseControlCharacters(fields: unknown): void {
  if (typeof fields !== 'object' || fields === null) return;
  const fieldErrors: Record<string, string[]> = {};
  const visit = (value: unknown, field: string): void => {
    if (typeof value === 'string' && FORBIDDEN_CONTROL.test(value)) fieldErrors[field] = [CONTROL_CHARACTER_MESSAGE];
    else if (Array.isArray(value)) value.forEach((item) => visit(item, field));
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach((item) => visit(item, field));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (FORBIDDEN_CONTROL.test(key)) fieldErrors.form = [CONTROL_CHARACTER_MESSAGE];
    visit(value, key);
  }
  if (Object.keys(fieldErrors).length) throw validationError(fieldErrors);
}

/** 403 for a submission another site's page made from a visitor's browser (server/http/cross-site.ts). */
export function refuseCrossSite(headers: Headers): void {
  if (isCrossSite((name) => headers.get(name), new URL(getSiteConfig().baseUrl).host))
    throw new HttpError(403, CROSS_SITE_MESSAGE);
}

/** The one 400: parses with the entity's schema or throws `{ message, fieldErrors }`. */
export function parseSubmission<Schema extends ZodMiniType>(schema: Schema, raw: unknown): output<Schema> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw validationError({}, 'Please send the form fields as a JSON object.');
  }
  const result = safeParse(schema, raw);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

/** Reads a JSON body (415/413/400 for the wrong type, too large, not JSON). */
export function jsonBody(request: Request, maxBytes?: number): BodyReader {
  return async () => ({ fields: await readJsonBody(request, maxBytes), extra: undefined });
}

/** Fields already in hand (a server action's FormData, a test). */
export function fieldsOf(fields: unknown): BodyReader {
  return async () => ({ fields, extra: undefined });
}

/**
 * A route handler for a submission endpoint: 201 with the stored result as JSON (or what
 * `respond` makes of it); the guarded path's 4xx as `{ message, fieldErrors? }`.
 */
export function submissionRoute<Schema extends ZodMiniType, Result, Extra>(
  path: GuardedPath<Schema, Result, Extra>,
  options: {
    read?: (request: Request) => BodyReader<Extra>;
    respond?: (result: Result) => unknown;
    status?: number;
  } = {},
) {
  const read = options.read ?? ((request: Request) => jsonBody(request) as unknown as BodyReader<Extra>);
  return route(async (request) => {
    const result = await runSubmission(path, { headers: request.headers }, read(request));
    return Response.json(options.respond ? options.respond(result) : result, {
      status: options.status ?? 201,
      headers: { 'Cache-Control': 'no-store' },
    });
  });
}

/**
 * A route handler for a form posted without JavaScript whose body is too large for a server action
 * to read (the claim form's documents, decision 103): the body streams through `read` like the
 * API's, and the answer is a 303 to the page that shows what came of it (`outcomePath(token, locale)`):
 * the reference, or the page again with the messages and the values the visitor typed (never the
 * kit's own fields). A post from another site stays a plain 403, an aborted one ends quietly.
 */
export function submissionFormRoute<Schema extends ZodMiniType, Result extends { reference?: string }, Extra>(
  path: GuardedPath<Schema, Result, Extra>,
  options: {
    form: OutcomeForm;
    /** Reads the body; puts the text fields into `typed` as they arrive (kept even when reading fails). */
    read: (request: Request, typed: Record<string, string>) => BodyReader<Extra>;
    /**
     * In the language the form was in (its `language` field, else `?language=` in the address it posted to): a
     * Spanish visitor lands on the Spanish page.
     */
    outcomePath: (token: string, locale: Locale) => string;
  },
) {
  return route(async (request) => {
    const typed: Record<string, string> = {};
    let outcome: FormState;
    try {
      const result = await runSubmission(path, { headers: request.headers }, options.read(request, typed));
      outcome = { status: 'success', reference: result.reference };
    } catch (error) {
      if (!(error instanceof HttpError) || error.status === 403 || isClientAbort(error, request)) throw error;
      outcome = {
        status: 'error',
        message: error.message,
        fieldErrors: (error.body.fieldErrors as Record<string, string[]> | undefined) ?? {},
        values: typedValues(typed),
      };
    }
    // A confirmation holds the reference alone, and must show whatever the browser keeps: one that
    // refuses cookies saw an empty form for a stored claim, and sent it again. What was typed (a
    // refusal's values) stays this browser's only.
    const token = await saveFormOutcome(options.form, outcome, outcome.status === 'success' ? null : 'this browser');
    // The form's field, or its address when the post was refused before a field was read (the rate limit).
    const locale = localeOr(typed.language ?? new URL(request.url).searchParams.get('language'));
    return new Response(null, {
      status: 303,
      headers: { Location: options.outcomePath(token, locale), 'Cache-Control': 'no-store' },
    });
  });
}

/** The values a visitor typed, to fill the form again: not the kit's fields. */
function typedValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => !KIT_FIELDS.includes(key)));
}

/**
 * A server action's answer (JavaScript off): success with the reference, or the page again with
 * the field messages, the reason and the values the visitor typed (never the kit's own fields).
 */
export async function runSubmissionAction<Schema extends ZodMiniType, Result, Extra>(
  path: GuardedPath<Schema, Result, Extra>,
  formData: FormData,
  options: {
    /** How the fields are read (with what else the store needs); by default the action's own FormData. */
    read?: BodyReader<Extra>;
    /** What success means for the page: by default the reference; may redirect (Next's redirect() throws). */
    onSuccess?: (result: Result) => FormState;
  } = {},
): Promise<FormState> {
  const values = formDataToObject(formData);
  // The same post again from this browser (a reload of its confirmation): the first answer, nothing stored twice.
  const repeated = await answerToSamePost(path.limit.name, values);
  if (repeated) {
    log.info('form post repeated: answered as the first time', { form: path.limit.name });
    return repeated;
  }
  let result: Result;
  try {
    result = await runSubmission(
      path,
      { headers: await requestHeaders() },
      options.read ?? (fieldsOf(values) as unknown as BodyReader<Extra>),
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fieldErrors = (error.body.fieldErrors as Record<string, string[]> | undefined) ?? {};
    // The page answers 200 with the form again: this line is how the log tells a refusal from a send
    // (the status the API would have answered, the fields' names, never what was typed).
    log.info('form post refused', { form: path.limit.name, status: error.status, fields: Object.keys(fieldErrors) });
    return {
      status: 'error',
      message: error.message,
      fieldErrors,
      values: Object.fromEntries(Object.entries(values).filter(([key]) => !KIT_FIELDS.includes(key))),
    };
  }
  const reference = (result as { reference?: unknown }).reference;
  // A success that redirects (Next's redirect() throws) is a new page already: only an answer drawn on the form's
  // own page is remembered.
  const answer: FormState = options.onSuccess
    ? options.onSuccess(result)
    : { status: 'success', reference: typeof reference === 'string' ? reference : undefined };
  await rememberAnswer(path.limit.name, values, answer);
  return answer;
}

/** The page URL the browser reported, or the Referer, for the consent record. */
export function pageUrlOf(reported: string | undefined, context: SubmissionContext, fallbackPath: string): string {
  return reported || context.headers.get('referer') || `${getSiteConfig().baseUrl}${fallbackPath}`;
}
