import type { CallTime } from '@/lib/fields/lead';

/**
 * Copy of the call-back request (components/call-back/), shown on /booking and the agents'
 * booking pages when no booking widget or calendar is configured (docs/decisions/091).
 */

/** The windows a visitor can pick, within the advisors' hours (Eastern Time). */
export const CALL_TIME_LABELS: Record<CallTime, string> = {
  morning: 'Morning (8 AM to 12 PM ET)',
  afternoon: 'Afternoon (12 PM to 5 PM ET)',
  evening: 'Evening (5 PM to 8 PM ET)',
  anytime: 'Any time',
};

/** The picked window in a sentence: "A licensed advisor will call you <words>." */
export const CALL_WINDOW_WORDS: Record<CallTime, string> = {
  morning: 'in the morning, between 8 AM and 12 PM ET',
  afternoon: 'in the afternoon, between 12 PM and 5 PM ET',
  evening: 'in the evening, between 5 PM and 8 PM ET',
  anytime: 'during our opening hours, at the first free moment',
};

export const CALLBACK_FORM = {
  heading: 'Request a call back',
  intro: 'Leave your number and a licensed advisor calls you at the time that suits you. Free, with no obligation.',
  agentIntro: (name: string) =>
    `Leave your number and ${name} calls you back at the time that suits you. Free, with no obligation.`,
  labels: {
    name: 'Full Name',
    phone: 'Phone',
    email: 'Email',
    bestTime: 'Best time to call',
    note: 'Anything we should know? (optional)',
  },
  prompts: { bestTime: 'Select a time' },
  hints: { email: 'We send your confirmation and reference here.' },
  notePlaceholder: 'e.g. the coverage you have now, or questions for your advisor',
  submit: 'Request My Call Back',
  confirmation: {
    title: 'Call Back Requested',
    /**
     * Words the window the visitor picked (issue 24): "in the morning (8 AM to 12 PM ET)", and promises the e-mail only
     * when one was queued: none goes to an address that opted out or reached the day's limit (decision 125).
     */
    description: (time: CallTime | null, emailed: boolean) =>
      `A licensed advisor will call you ${time ? CALL_WINDOW_WORDS[time] : 'during our opening hours'}.${emailed ? ' We have sent a confirmation to your e-mail.' : ' Keep your reference: we have not sent a confirmation e-mail.'}`,
  },
  another: 'Request Another Call Back',
} as const;
