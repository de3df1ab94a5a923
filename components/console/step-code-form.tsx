'use client';
import { useActionState, useEffect, useRef, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { restartLoginAction, type StepFormState } from '@/server/console/actions/session-actions';

interface Props {
  /** The step's server action, and the page it answers on without JavaScript. */
  action: (state: StepFormState, form: FormData) => Promise<StepFormState>;
  permalink: string;
  label: string;
  hint?: string;
  /** How the field takes the code (digits only while enrolling; a recovery code too at sign-in). */
  input: Omit<ComponentProps<typeof Input>, 'id' | 'name' | 'required' | 'aria-describedby'>;
  submit: string;
}

/**
 * A sign-in step that asks for a code (the second factor, or its enrolment): the refusal message,
 * the code field, and the way back to the first step. Works without JavaScript.
 */
export function StepCodeForm({ action, permalink, label, hint, input, submit }: Props) {
  const [state, formAction, pending] = useActionState<StepFormState, FormData>(action, {}, permalink);
  // A refused code: back to the field (the button was disabled while the step ran, and the focus fell to the page).
  const code = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.message) code.current?.focus();
  }, [state]);
  return (
    <>
      <form action={formAction} className="space-y-4">
        {state.message ? (
          <p role="alert" className="rounded border border-destructive p-3 text-sm text-destructive">
            {state.message}
          </p>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="code">{label}</Label>
          {hint ? (
            <p id="code-hint" className="text-sm text-muted-foreground">
              {hint}
            </p>
          ) : null}
          <Input
            {...input}
            ref={code}
            id="code"
            name="code"
            autoComplete="one-time-code"
            required
            aria-describedby={hint ? 'code-hint' : undefined}
          />
        </div>
        <Button type="submit" disabled={pending}>
          {submit}
        </Button>
      </form>
      <form action={restartLoginAction}>
        <Button type="submit" variant="link" className="px-0">
          Sign in as someone else
        </Button>
      </form>
    </>
  );
}
