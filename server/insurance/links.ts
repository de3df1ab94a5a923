import 'server-only';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { getEnv } from '../env';

/**
 * The absolute link to an assessment's results, or null when there is no trustworthy one: in
 * production while PUBLIC_BASE_URL is unset its default (http://localhost:3000) would send the
 * agency or the visitor to their own machine. Callers then leave the link out (the PDF) or give
 * the path (the agency e-mail and webhook).
 */
export function absoluteResultsUrl(
  assessmentId: number,
  rawEnv: Record<string, string | undefined> = process.env,
): string | null {
  const env = getEnv();
  const configured = (rawEnv.PUBLIC_BASE_URL ?? '').trim() !== '';
  if (!configured && env.NODE_ENV === 'production') return null;
  return `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}${resultsPath(assessmentId)}`;
}

/**
 * The results page's path, in the visitor's language (the form's redirect, decision 182); the
 * agency's links are English.
 */
export function resultsPath(assessmentId: number, locale: Locale = 'en'): string {
  return localizedPath(`/results/${assessmentId}`, locale);
}
