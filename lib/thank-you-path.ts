/** The thank-you page of one lead: a token stands for its sealed answers (decisions 023, 103). */
export function thankYouPath(token: string): string {
  return `/thank-you/${token}`;
}
