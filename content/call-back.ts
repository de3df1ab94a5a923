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

export const CALLBACK_FORM = {
  heading: 'Request a call back',
  intro: 'Leave your number and a licensed advisor calls you at the time that suits you. Free, with no obligation.',
  agentIntro: (name: string) => `Leave your number and ${name} calls you back at the time that suits you. Free, with no obligation.`,
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
    description: 'A licensed advisor will call you at the time you chose. We have sent a confirmation to your e-mail.',
  },
  another: 'Request Another Call Back',
} as const;
