/** What a form's server action answers (JavaScript off) and what its page renders from it. */
export interface FormState {
  status: 'idle' | 'success' | 'error';
  /** The reason of a failure (e.g. the rate limit's message). */
  message?: string;
  fieldErrors?: Record<string, string[]>;
  /**
   * The values the visitor entered, kept after a failed submission; after a success, those the confirmation repeats
   * (the call-back window).
   */
  values?: Record<string, string>;
  reference?: string;
}

export const IDLE_FORM_STATE: FormState = { status: 'idle' };
