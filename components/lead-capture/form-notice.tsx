import type { FormState } from '@/lib/form-state';

/**
 * The outcome of a submission made without JavaScript (the server action's answer), shown at the
 * top of the form in place of the toast a script would show.
 */
export function FormNotice({ state, success }: { state: FormState; success: { title: string; description: string } }) {
  if (state.status === 'success') {
    return (
      <div role="status" className="rounded-md border border-primary/40 bg-primary/5 p-4">
        <p className="font-semibold">{success.title}</p>
        <p className="text-sm">{success.description}</p>
        {state.reference && <p className="mt-1 text-sm">Your reference: {state.reference}</p>}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/5 p-4 text-sm">
        <p className="font-semibold text-destructive">Submission Failed</p>
        <p>{state.message}</p>
      </div>
    );
  }
  return null;
}
