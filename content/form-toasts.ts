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

/**
 * The form's notice when a send got no answer (offline, the server unreachable, or an answer lost
 * after the server stored the send): the toast keeps the specification's words; the notice that
 * stays on the page cannot say that nothing arrived, and says that sending again is safe (the same
 * send is answered once, decision 096) and that everything typed is still there.
 */
export const NO_ANSWER_NOTICE =
  'We got no answer from our server, so we cannot tell whether this was sent. What you entered is still here: check your connection and send it again (it will not be sent twice), or call us.';
