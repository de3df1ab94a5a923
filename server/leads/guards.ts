import 'server-only';
import type { z } from 'zod';
import { fieldErrorsOf } from '@/lib/schemas/common';
import { isHoneypotFilled, HONEYPOT_FIELD } from '../honeypot';
import { clientIp } from '../http/client-ip';
import { validationError } from '../http/errors';
import { enforceRateLimit, type RateLimitPolicy } from '../rate-limit';
import { getSiteConfig } from '../site-config';

/** Where a submission came from: the request's headers (IP, user agent) for limits and consent. */
export interface SubmissionContext {
  headers: Headers;
}

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

export async function enforceSubmissionLimit(name: Parameters<typeof submissionPolicy>[0], context: SubmissionContext): Promise<void> {
  await enforceRateLimit(submissionPolicy(name), clientIp(context.headers));
}

/** True when the honeypot is filled: the caller answers as if it succeeded and stores nothing. */
export function isBot(raw: unknown): boolean {
  return typeof raw === 'object' && raw !== null && isHoneypotFilled((raw as Record<string, unknown>)[HONEYPOT_FIELD]);
}

/** Parses with the entity's schema or throws the 400 with its field messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw validationError({}, 'Please send the form fields as a JSON object.');
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw validationError(fieldErrorsOf(result.error));
  return result.data;
}

/** The page URL the browser reported, or the Referer, for the consent record. */
export function pageUrlOf(reported: string | undefined, context: SubmissionContext, fallbackPath: string): string {
  return reported || context.headers.get('referer') || `${getSiteConfig().baseUrl}${fallbackPath}`;
}
