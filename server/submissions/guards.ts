import 'server-only';
import type { RateLimitPolicy } from '../rate-limit';
import { getSiteConfig } from '../site-config';

/**
 * The limits every submission type shares, in one place each type imports downward (issue 28):
 * before, they lived in server/leads and claims and business inquiries reached sideways for them.
 */

/**
 * The per-IP limit of a lead-capture endpoint (docs/decisions/042), named by the type that declares
 * it (the name also labels the log lines): `points` submissions per ten minutes, generous for a
 * person, tight enough that a script cannot flood the agency's inbox or the disk.
 */
export function submissionPolicy(name: string, points: number): RateLimitPolicy {
  return {
    name,
    points,
    windowSeconds: 10 * 60,
    message: `Too many submissions from your connection. Please wait a few minutes and try again, or call us at ${getSiteConfig().phone}.`,
  };
}
