/**
 * The form kit's failure toast (the product specification, section 8), shared by every form that
 * posts to the site. A type's success toast and its screen's words are in its words file
 * (content/submissions/<type>.ts).
 */
export const TOASTS = {
  failure: {
    title: 'Submission Failed',
    description: 'Please try again or call us directly for immediate assistance.',
  },
} as const;
