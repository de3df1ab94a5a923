import 'server-only';
import type { RateLimitPolicy } from '../rate-limit';
import { getSiteConfig } from '../site-config';

/**
 * Per-IP limits of the lead-capture endpoints (docs/decisions/042): generous for a person, tight
 * enough that a script cannot flood the agency's inbox or the disk.
 */
export function submissionPolicy(name: 'claims' | 'business-inquiry' | 'leads'): RateLimitPolicy {
  const points = { claims: 5, 'business-inquiry': 5, leads: 10 }[name];
  return {
    name,
    points,
    windowSeconds: 10 * 60,
    message: `Too many submissions from your connection. Please wait a few minutes and try again, or call us at ${getSiteConfig().phone}.`,
  };
}
