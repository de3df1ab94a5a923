'use client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { codeAction, restartLoginAction, type StepFormState } from '@/server/console/actions/session-actions';

/** Sign-in, second step: the authenticator's 6-digit code, or a recovery code. Works without JavaScript. */
export function CodeForm({ email }: { email: string }) {
  const [state, formAction, pending] = useActionState<StepFormState, FormData>(codeAction, {}, '/console/login');
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Password accepted for <strong>{email}</strong>. Enter the code your authenticator app shows now.
      </p>
      <form action={formAction} className="space-y-4">
        {state.message ? (
          <p role="alert" className="rounded border border-destructive p-3 text-sm text-destructive">
            {state.message}
          </p>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="code">Authenticator code</Label>
          <p id="code-hint" className="text-sm text-muted-foreground">
            6 digits, or one of your recovery codes (xxxxx-xxxxx) if you do not have the app with you.
          </p>
          <Input
            id="code"
            name="code"
            inputMode="text"
            autoComplete="one-time-code"
            required
            aria-describedby="code-hint"
            maxLength={40}
          />
        </div>
        <Button type="submit" disabled={pending}>
          Continue
        </Button>
      </form>
      <form action={restartLoginAction}>
        <Button type="submit" variant="link" className="px-0">
          Sign in as someone else
        </Button>
      </form>
    </div>
  );
}
