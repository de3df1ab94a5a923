import type { Env } from '@/server/env-schema';
import type { SurveyVariant } from './surveys';

/** The configuration key of each survey variant's widget URL. */
export const SURVEY_URL_KEY: Record<SurveyVariant, keyof Env> = {
  main: 'SURVEY_URL_MAIN',
  m2: 'SURVEY_URL_M2',
  m3: 'SURVEY_URL_M3',
  m4: 'SURVEY_URL_M4',
  al: 'SURVEY_URL_AL',
  'non-usha': 'SURVEY_URL_NON_USHA',
  tiktok: 'SURVEY_URL_TIKTOK',
  reddit: 'SURVEY_URL_REDDIT',
  'reddit-dupe': 'SURVEY_URL_REDDIT_DUPE',
};
