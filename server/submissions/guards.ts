import 'server-only';
import type { RateLimitPolicy } from '../rate-limit';
import { getSiteConfig } from '../site-config';

/**
 * The limits every submission type shares, in one place each type imports downward (issue 28):
 * before, they lived in server/leads and claims and business inquiries reached sideways for them.
 */

/** The names of the per-IP limits of the lead-capture endpoints; they also label the log lines. */
export type SubmissionLimitName = 'claims' | 'business-inquiry' | 'leads';

/**
 * Per-IP limits of the lead-capture endpoints (docs/decisions/042): generous for a person, tight
 * enough that a script cannot flood the agency's inbox or the disk.
 */
export function submissionPolicy(name: SubmissionLimitName): RateLimitPolicy {
  const points = { claims: 5, 'business-inquiry': 5, leads: 10 }[name];
  return {
    name,
    points,
    windowSeconds: 10 * 60,
    message: `Too many submissions from your connection. Please wait a few minutes and try again, or call us at ${getSiteConfig().phone}.`,
  };
}
