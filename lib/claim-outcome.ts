/** Where the claim form posts without JavaScript, and the page that shows what came of it (decision 103). */
export const CLAIM_FORM_ENDPOINT = '/api/claims/form';

export function claimOutcomePath(token: string): string {
  return `/claims/sent/${token}`;
}
