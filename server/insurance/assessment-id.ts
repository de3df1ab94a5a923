import 'server-only';
import { randomBytes } from 'node:crypto';
import { log } from '../log';

/**
 * A fresh assessment id: 53 random bits from the operating system's CSPRNG, so a positive
 * integer that JavaScript represents exactly (<= Number.MAX_SAFE_INTEGER) and that nobody can
 * guess or count through. Collisions are astronomically rare; the caller retries on one anyway.
 */
export function newAssessmentId(): number {
  for (;;) {
    const id = Number(randomBytes(8).readBigUInt64BE() >> 11n);
    if (id > 0) return id;
  }
}

const MAX_ID_ATTEMPTS = 5;

/**
 * Runs `insert` with a fresh id until one is free (`insert` answers null when the id was taken):
 * the home assessment's `withId` (server/insurance/submission.ts).
 */
export async function withNewAssessmentId<T>(insert: (id: number) => Promise<T | null>): Promise<T> {
  for (let attempt = 1; attempt <= MAX_ID_ATTEMPTS; attempt += 1) {
    const stored = await insert(newAssessmentId());
    if (stored) return stored;
    log.warn('assessment id collision, retrying', { attempt });
  }
  throw new Error('could not allocate an assessment id');
}
