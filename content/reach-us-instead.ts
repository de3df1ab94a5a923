/** What a visitor sees where a form or calendar of a provider is not set up on this site. */
export const REACH_US_INSTEAD = {
  heading: 'Talk to a licensed advisor',
  text: 'Our online form is not available right now. Call or e-mail us and a licensed advisor will help you directly, free and with no obligation.',
  call: 'Call',
  email: 'E-mail us',
} as const;
