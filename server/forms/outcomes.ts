import 'server-only';
import { requestCookies } from '../http/request-cookies';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FormState } from '@/lib/form-state';
import type { StoredEstimate } from '@/lib/estimate/stored';
import { getDb, type Tx } from '../db/client';
import { isSecureSite } from '../public-url';
import { formOutcomes } from '../db/schema';
import { openSealedText, sealText } from '../storage/sealed-text';

/** The answers the thank-you page suggests from (decision 023): kept here, never in its address. */
/** Which confirmations were queued for a lead (none to an opted-out address, no text without consent). */
export interface ConfirmationsSent {
  email: boolean;
  text: boolean;
}

export interface ThankYouAnswers {
  /** The lead's reference (LEAD-...), which the page shows as the other confirmations do. */
  reference?: string;
  state?: string;
  household?: string;
  income?: string;
  /**
   * One age per member, and the estimate stored on the lead (decision 180): the page shows it as the agency sees it.
   */
  ages?: number[];
  estimate?: StoredEstimate;
  /** What the visitor was really sent, when it is less than the page promises by default (issue 24). */
  sent?: ConfirmationsSent;
}

/** What each form's outcome holds: the claim form's FormState, the assessment's answers for /thank-you/[token]. */
interface OutcomeStates {
  claim: FormState;
  'thank-you': ThankYouAnswers;
}

export type OutcomeForm = keyof OutcomeStates;

const MINUTE_MS = 60_000;
/**
 * How long the page of an outcome can be opened again (a reload, the back button). A refused
 * form's values (a claim's description) are kept one hour; a confirmation, which holds only the
 * reference, a day.
 */
export const OUTCOME_LIFETIME_MS = { success: 24 * 60 * MINUTE_MS, error: 60 * MINUTE_MS } as const;

const lifetimeOf = (state: FormState | ThankYouAnswers) =>
  // A thank-you page's answers (income, household) live as long as a confirmation: a day.
  'status' in state && state.status !== 'success' ? OUTCOME_LIFETIME_MS.error : OUTCOME_LIFETIME_MS.success;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The browser that posted holds this cookie (a random key, HttpOnly, a day); the outcome keeps its
 * hash, and its page opens only with it. The address alone (shared, synced to another device's
 * history) opens the page as an unknown token: the neutral thank-you, the empty claim form.
 */
const OUTCOME_OWNER_COOKIE = 'outcome-owner';
/** A token and an owner key: 256 random bits, base64url. */
const RANDOM_KEY = /^[A-Za-z0-9_-]{43}$/;

/**
 * The owner key of the browser posting now, set (or kept another day) on the answer; null outside a request. A
 * browser without one that sends with an idempotency key (`sendKey`) gets one made from that key: when the answer,
 * and the cookie with it, is lost and the send repeated, the repeat's answer sets the same key again
 * (`restoreOutcomeOwner`), so the page the first answer named opens in that browser (decision 096).
 */
async function ownerOfPost(sendKey: string | null): Promise<string | null> {
  const jar = await requestCookies();
  if (!jar) return null;
  const held = jar.get(OUTCOME_OWNER_COOKIE)?.value;
  const key =
    held && RANDOM_KEY.test(held) ? held : sendKey ? ownerKeyOfSend(sendKey) : randomBytes(32).toString('base64url');
  setOwnerCookie(jar, key);
  return key;
}

type CookieJar = NonNullable<Awaited<ReturnType<typeof requestCookies>>>;

function setOwnerCookie(jar: CookieJar, key: string): void {
  jar.set(OUTCOME_OWNER_COOKIE, key, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureSite(),
    maxAge: OUTCOME_LIFETIME_MS.success / 1000,
  });
}

/** A send's own owner key: as unguessable as the idempotency key (128 random bits) it is made from, 43 characters. */
const ownerKeyOfSend = (sendKey: string) => createHash('sha256').update(`outcome-owner:${sendKey}`).digest('base64url');

/**
 * For a send answered as it was the first time: the owner key the first answer set, made again from the send's
 * key, for a browser that never got that answer's cookie. A browser holding a key keeps it.
 */
export async function restoreOutcomeOwner(sendKey: string): Promise<void> {
  const jar = await requestCookies();
  const held = jar?.get(OUTCOME_OWNER_COOKIE)?.value;
  if (jar && !(held && RANDOM_KEY.test(held))) setOwnerCookie(jar, ownerKeyOfSend(sendKey));
}

/** The owner key the browser asking for a page holds, if any. */
async function ownerOfRequest(): Promise<string | null> {
  const held = (await requestCookies())?.get(OUTCOME_OWNER_COOKIE)?.value;
  return held && RANDOM_KEY.test(held) ? held : null;
}

/**
 * Keeps what a post without JavaScript came to, for the page the post redirects to (decision
 * 103), and answers the token for that page's address: 256 random bits, of which the database
 * keeps only the hash. Expired outcomes are swept on the way.
 */
export async function saveFormOutcome<Form extends OutcomeForm>(
  form: Form,
  state: OutcomeStates[Form],
  owner: string | null | 'this browser' = 'this browser',
  {
    tx,
    sendKey = null,
  }: {
    /** The transaction of what the outcome is about (a lead's store step), so the two commit together. */
    tx?: Tx;
    /** The send's idempotency key, which a browser without an owner key gets its key from. */
    sendKey?: string | null;
  } = {},
): Promise<string> {
  const ownerKey = owner === 'this browser' ? await ownerOfPost(sendKey) : owner;
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const lifetime = lifetimeOf(state);
  const db = tx ?? (await getDb());
  await db.delete(formOutcomes).where(lt(formOutcomes.expiresAt, new Date(now)));
  await db.insert(formOutcomes).values({
    id: hashOf(token),
    form,
    state: sealText(JSON.stringify(state)),
    owner: ownerKey === null ? null : hashOf(ownerKey),
    expiresAt: new Date(now + lifetime),
  });
  return token;
}

/**
 * The outcome a token stands for, or null (unknown, expired, another form's, not a token at all,
 * or another browser's: one without the owner key it was saved with).
 */
export async function readFormOutcome<Form extends OutcomeForm>(
  form: Form,
  token: string,
  owner: string | null | 'this browser' = 'this browser',
): Promise<OutcomeStates[Form] | null> {
  if (!RANDOM_KEY.test(token)) return null;
  const ownerKey = owner === 'this browser' ? await ownerOfRequest() : owner;
  const db = await getDb();
  const [row] = await db
    .select({ state: formOutcomes.state, owner: formOutcomes.owner })
    .from(formOutcomes)
    .where(
      and(
        eq(formOutcomes.id, hashOf(token)),
        eq(formOutcomes.form, form),
        gt(formOutcomes.expiresAt, new Date(Date.now())),
      ),
    );
  if (!row || (row.owner !== null && (ownerKey === null || row.owner !== hashOf(ownerKey)))) return null;
  return JSON.parse(openSealedText(row.state)) as OutcomeStates[Form];
}
