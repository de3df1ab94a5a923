import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { parseAssessmentIdParam } from '@/lib/schemas/home-assessment';
import { getEnv } from '../env';
import { HttpError } from '../http/errors';

/** 400 unless the URL segment is a positive integer that JavaScript holds exactly. */
export function assessmentIdFromParam(raw: string): number {
  const id = parseAssessmentIdParam(raw);
  if (id === null) throw new HttpError(400, 'assessmentId must be a positive integer.');
  return id;
}

/**
 * The external survey's webhook authenticates with `Authorization: Bearer <SURVEY_WEBHOOK_SECRET>`
 * (docs/decisions/081). Returns true for a verified webhook call, false for a request without an
 * Authorization header (the site's own form); throws 401/403 for a bad or unconfigured secret.
 */
export function isVerifiedSurveyWebhook(headers: Headers): boolean {
  const authorization = headers.get('authorization');
  if (authorization === null) return false;
  const secret = getEnv().SURVEY_WEBHOOK_SECRET;
  if (!secret) throw new HttpError(403, 'Survey webhook requests are not accepted: no shared secret is configured.');
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  const digest = (value: string) => createHash('sha256').update(value).digest();
  if (!match || !timingSafeEqual(digest(match[1]!.trim()), digest(secret))) {
    throw new HttpError(401, 'The survey webhook secret is not valid.', {}, { 'WWW-Authenticate': 'Bearer' });
  }
  return true;
}
