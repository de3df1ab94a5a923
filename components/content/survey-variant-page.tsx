import type { Metadata } from 'next';
import { SURVEY_URL_KEY } from '@/content/survey-routes';
import { SURVEY_PAGE, SURVEY_ROUTE_TITLES, type SurveyVariant } from '@/content/surveys';
import { pageMetadata } from '@/lib/page-metadata';
import { getEnv } from '@/server/env';
import { SurveyScreen } from './survey-screen';

export function surveyMetadata(path: string, variant: SurveyVariant): Metadata {
  return pageMetadata(path, { title: SURVEY_ROUTE_TITLES[variant], description: SURVEY_PAGE.description });
}

/** A survey route: the widget configured for its variant (SURVEY_URL_*). */
export function SurveyVariantPage({ variant, standalone = true }: { variant: SurveyVariant; standalone?: boolean }) {
  return <SurveyScreen url={String(getEnv()[SURVEY_URL_KEY[variant]])} standalone={standalone} />;
}
