'use client';
import { useActionState, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { loginAction, type LoginFormState } from '@/server/console/actions/session-actions';

/** Sign-in, first step: a plain form posting to a server action, so it works without JavaScript too. */
export function LoginForm({ notice }: { notice?: string }) {
  const [state, formAction, pending] = useActionState<LoginFormState, FormData>(loginAction, {}, '/console/login');
  // A refusal: the button was disabled while the step ran, so the focus fell to the page; it goes back to the field
  // to correct (the password, typed again; the e-mail when none was kept).
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.message) (state.email ? password : email).current?.focus();
  }, [state]);
  return (
    <form action={formAction} className="space-y-4" noValidate={false}>
      {notice && !state.message ? (
        <p role="status" className="rounded border p-3 text-sm">
          {notice}
        </p>
      ) : null}
      {state.message ? (
        <p role="alert" className="rounded border border-destructive p-3 text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
      <div className="space-y-2">
        <Label htmlFor="email">E-mail</Label>
        <Input
          ref={email}
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          required
          defaultValue={state.email}
        />
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">Password</Label>
        <Input ref={password} id="password" name="password" type="password" autoComplete="current-password" required />
      </div>
      <Button type="submit" disabled={pending}>
        Sign in
      </Button>
    </form>
  );
}
