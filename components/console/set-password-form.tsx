'use client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { setPasswordAction, type SetPasswordState } from '@/server/console/actions/session-actions';

export function SetPasswordForm({ token }: { token: string }) {
  const [state, formAction, pending] = useActionState<SetPasswordState, FormData>(
    setPasswordAction,
    {},
    `/console/set-password?token=${encodeURIComponent(token)}`,
  );
  return (
    <form action={formAction} className="space-y-4">
      {state.message ? (
        <p role="alert" className="rounded border border-destructive p-3 text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
      <input type="hidden" name="token" value={token} />
      <div className="space-y-2">
        <Label htmlFor="password">New password (at least 12 characters)</Label>
        <Input id="password" name="password" type="password" autoComplete="new-password" minLength={12} required />
      </div>
      <div className="space-y-2">
        <Label htmlFor="confirm">Repeat the password</Label>
        <Input id="confirm" name="confirm" type="password" autoComplete="new-password" minLength={12} required />
      </div>
      <Button type="submit" disabled={pending}>
        Set password
      </Button>
    </form>
  );
}
