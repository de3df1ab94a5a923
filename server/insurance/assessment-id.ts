import 'server-only';
import { randomBytes } from 'node:crypto';

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
