/**
 * Every message a visitor can be shown by a form's checks or the server's answers: validation
 * messages, refusals and the error catalogue, exactly as the specification writes them (the schemas
 * and the server produce these strings). Listed here so that content/es/messages.ts must translate
 * each one (a missing one fails the typecheck) and a test can check that nothing a schema
 * produces is missing from the list (decision 182).
 */
export const VISITOR_MESSAGES = [
  'Please enter a valid email address',
  'Please enter a valid phone number',
  'Please enter a valid ZIP code',
  'ZIP code is too long',
  'Please keep this on one line',
] as const;

export type VisitorMessage = (typeof VISITOR_MESSAGES)[number];
