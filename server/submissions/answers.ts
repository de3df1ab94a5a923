import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { getDb, type Tx } from '../db/client';
import { submissionAnswers } from '../db/schema';
import { HttpError } from '../http/errors';
import { AnsweredBefore } from '../http/guarded-submission';
import { openSealedText, sealText } from '../storage/sealed-text';
import { IDEMPOTENCY_KEY_HEADER } from '@/lib/idempotency-key';

/**
 * A submission sent again with the key of one already stored gets that one's answer (decision 096).
 * The form kit sends a key per form fill in the `Idempotency-Key` header (lib/idempotency-key.ts), so
 * a send whose answer was lost (the connection dropped after the server stored it) and is sent again
 * stores nothing twice. Another client of the API may send one too; without it every send is new.
 */

/** How long a key answers: a visitor retries a lost send within minutes, a survey's webhook within hours. */
export const ANSWER_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Random enough that nobody guesses another's: 16 to 64 letters, digits, '-' or '_'; a UUID fits. */
const KEY = /^[A-Za-z0-9_-]{16,64}$/;

export const IDEMPOTENCY_KEY_MESSAGE =
  'The Idempotency-Key header must be 16 to 64 letters, digits, hyphens or underscores.';

/** The request's key, or null without one; a 400 for a key that could collide with another client's. */
export function idempotencyKeyOf(headers: Headers): string | null {
  const raw = headers.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === null) return null;
  // The draft writes the key as a structured-field string ("..."); clients such as Stripe's send it bare.
  const key = raw.trim().replace(/^"(.*)"$/, '$1');
  if (!KEY.test(key)) throw new HttpError(400, IDEMPOTENCY_KEY_MESSAGE);
  return key;
}

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** What a submission of this type sent with this key was answered, or null (none stored, or expired). */
export async function answerFor<Result>(type: string, key: string): Promise<Result | null> {
  const db = await getDb();
  const [row] = await db
    .select({ answer: submissionAnswers.answer })
    .from(submissionAnswers)
    .where(
      and(
        eq(submissionAnswers.type, type),
        eq(submissionAnswers.keyHash, hashOf(key)),
        gt(submissionAnswers.expiresAt, new Date()),
      ),
    );
  return row ? (JSON.parse(openSealedText(row.answer)) as Result) : null;
}

/** The answer kept for this request's key when a send with it was stored before, with the key; else null. */
export async function keptAnswerOf<Result>(
  type: string,
  headers: Headers,
): Promise<{ key: string; answer: Result } | null> {
  const key = idempotencyKeyOf(headers);
  const answer = key ? await answerFor<Result>(type, key) : null;
  return key && answer ? { key, answer } : null;
}

/**
 * Keeps the answer in the submission's transaction. False when the key is already taken: a send with
 * the same key was stored meanwhile (the two raced), and this transaction must not commit.
 */
export async function keepAnswer(tx: Tx, type: string, key: string, answer: unknown): Promise<boolean> {
  const now = new Date();
  await tx.delete(submissionAnswers).where(lt(submissionAnswers.expiresAt, now));
  const kept = await tx
    .insert(submissionAnswers)
    .values({
      type,
      keyHash: hashOf(key),
      answer: sealText(JSON.stringify(answer)),
      expiresAt: new Date(now.getTime() + ANSWER_LIFETIME_MS),
    })
    .onConflictDoNothing()
    .returning({ type: submissionAnswers.type });
  return kept.length > 0;
}

/** Thrown in a store step's transaction whose key another send took first, so that the transaction rolls back. */
class KeyTaken extends Error {}

/** Keeps the answer in the submission's transaction, or rolls the transaction back if a send took the key meanwhile. */
export async function keepAnswerOrRollBack(tx: Tx, type: string, key: string, answer: unknown): Promise<void> {
  if (!(await keepAnswer(tx, type, key, answer))) throw new KeyTaken();
}

/**
 * Runs a store step that keeps its answer with `keepAnswerOrRollBack`: when a send with the same key won the race,
 * this one, rolled back, is answered as that one was (`AnsweredBefore`, which the guarded path answers with).
 */
export async function storedOnce<T>(type: string, key: string | null, store: () => Promise<T>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    if (!(error instanceof KeyTaken) || !key) throw error;
    throw new AnsweredBefore(await answerFor(type, key));
  }
}
