/**
 * The survey landing variants (the product specification, section 2 "Survey and assessment screens"): each route
 * embeds the survey widget configured for its variant (server/env-schema.ts SURVEY_URL_*).
 */

export type SurveyVariant = 'main' | 'm2' | 'm3' | 'm4' | 'al' | 'non-usha' | 'tiktok' | 'reddit' | 'reddit-dupe';

export const SURVEY_PAGE = {
  /**
   * The browser tab's title on every variant: the variants are campaigns (TikTok, Reddit, main 2),
   * which are the agency's business, not the visitor's (issue 24). The route registry keeps the
   * campaign names for the page map and analytics.
   */
  title: 'Find Your Health Coverage',
  description: 'Take the quick 5-minute health insurance assessment.',
  heading: 'Find your health coverage',
  intro: 'Answer a few quick questions (about 5 minutes). A licensed expert reviews them and gets back to you.',
  frameTitle: 'Health insurance assessment survey',
} as const;

export const ASSESSMENT_PAGE = {
  title: 'Assessment',
  description: 'Take the quick 5-minute health insurance assessment.',
  heading: 'Your Free Insurance Assessment',
  intro: 'Answer the questions below, then press SUBMIT ASSESSMENT.',
  frameTitle: 'Insurance assessment form',
  submit: 'SUBMIT ASSESSMENT',
  sent: 'Your assessment was sent to the form.',
  /** The link back to the home page in the brand bar. */
  home: 'Home',
} as const;
