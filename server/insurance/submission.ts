import 'server-only';
import { homeAssessmentSchema, selectionSchema } from '@/lib/schemas/home-assessment';
import { defineGuardedPath, pageUrlOf } from '../http/guarded-submission';
import type { RateLimitPolicy } from '../rate-limit';
import { createAssessment, selectOption } from './assessments';

const ASSESSMENT_RATE_LIMIT: RateLimitPolicy = {
  name: 'home-assessment',
  points: 20,
  windowSeconds: 600,
  message: 'Too many assessments from your connection. Please wait a few minutes or call us.',
};

const SELECT_RATE_LIMIT: RateLimitPolicy = {
  name: 'home-insurance-select',
  points: 30,
  windowSeconds: 600,
  message: 'Too many requests from your connection. Please wait a few minutes or call us.',
};

/** A home assessment from the site's form (JSON, or the server action without JavaScript). */
export const homeAssessmentSubmission = defineGuardedPath({
  limit: ASSESSMENT_RATE_LIMIT,
  schema: homeAssessmentSchema,
  store: (assessment, context) =>
    createAssessment(assessment, {
      source: 'site',
      headers: context.headers,
      suspectedSpam: context.suspectedSpam,
      language: context.language,
      pageUrl: pageUrlOf(assessment.pageUrl, context, '/home-assessment'),
    }),
});

/**
 * The same assessment from the external survey's authenticated webhook (run as trusted: no honeypot, no per-IP limit).
 */
export const surveyWebhookAssessment = defineGuardedPath({
  limit: ASSESSMENT_RATE_LIMIT,
  schema: homeAssessmentSchema,
  store: (assessment, context) =>
    createAssessment(assessment, {
      source: 'survey_webhook',
      headers: context.headers,
      pageUrl: 'survey-webhook',
      language: context.language,
    }),
});

/** The chosen plan (POST /api/insurance/select). */
export const selectionSubmission = defineGuardedPath({
  limit: SELECT_RATE_LIMIT,
  schema: selectionSchema,
  store: async (selection) => ({
    ...(await selectOption(selection.assessmentId, selection.insuranceId)),
    status: 'selected' as const,
  }),
});
