'use client';

import { TOASTS } from '@/content/form-toasts';
import type { FormState } from '@/lib/form-state';
import { useLocalizeMessage } from './messages-context';

/**
 * Why a submission made without JavaScript failed (the server action's answer), at the top of
 * the form in place of the toast a script would show.
 */
export function FormErrorNotice({ state, focusOnLoad = false }: { state: FormState; focusOnLoad?: boolean }) {
  const localize = useLocalizeMessage();
  if (state.status !== 'error') return null;
  // Field problems are shown at their fields; the notice only points to them.
  const fieldProblems = Object.keys(state.fieldErrors ?? {}).length;
  return (
    // Focusable so that the kit can take a visitor to it after a send with JavaScript failed (it stays out of the tab
    // order); it stops below the sticky header. On a page loaded with the refusal (JavaScript off), the browser's own
    // autofocus takes the visitor there, with no script: otherwise the focus is at the top of the page, above the
    // page's intro, and a screen reader does not announce an alert that was there from the start.
    <div
      role="alert"
      tabIndex={-1}
      autoFocus={focusOnLoad}
      data-form-notice
      className="scroll-mt-[calc(var(--site-header-clearance)+1rem)] rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm outline-offset-4"
    >
      <p className="font-semibold text-destructive">{localize(TOASTS.failure.title)}</p>
      <p>{localize(fieldProblems ? 'Please correct the highlighted fields below.' : (state.message ?? ''))}</p>
    </div>
  );
}
