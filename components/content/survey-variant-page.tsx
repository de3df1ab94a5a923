import type { Metadata } from 'next';
import { SURVEY_URL_KEY } from '@/content/survey-routes';
import { SURVEY_PAGE, type SurveyVariant } from '@/content/surveys';
import { pageMetadata } from '@/lib/page-metadata';
import { getEnv } from '@/server/env';
import { SurveyScreen } from './survey-screen';

/** Every variant has the same visitor-facing title; the variant only picks the widget. */
export function surveyMetadata(path: string): Metadata {
  return pageMetadata(path, { title: SURVEY_PAGE.title, description: SURVEY_PAGE.description });
}

/** A survey route: the widget configured for its variant (SURVEY_URL_*). */
export function SurveyVariantPage({ variant, standalone = true }: { variant: SurveyVariant; standalone?: boolean }) {
  return <SurveyScreen url={String(getEnv()[SURVEY_URL_KEY[variant]])} standalone={standalone} />;
}
