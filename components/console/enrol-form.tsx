'use client';
import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { enrolAction, restartLoginAction, type StepFormState } from '@/server/console/actions/session-actions';

interface Props {
  email: string;
  secret: string;
  /** The otpauth URI as an SVG QR code, made on the server. */
  qrSvg: string;
}

/** Setting up the second factor at first sign-in: scan or type the secret, confirm with the first code. */
export function EnrolForm({ email, secret, qrSvg }: Props) {
  const [state, formAction, pending] = useActionState<StepFormState, FormData>(enrolAction, {}, '/console/enrol');
  const grouped = secret.match(/.{1,4}/g)?.join(' ') ?? secret;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Every console account needs a second factor. Add <strong>{email}</strong> to an authenticator app (for example
        Google Authenticator, Microsoft Authenticator or 1Password): scan the code, or type the key below.
      </p>
      {/* The generator's own markup: an SVG of the otpauth:// address, nothing typed by anyone. */}
      <div
        role="img"
        aria-label="QR code of the authenticator key"
        className="w-48 bg-white p-2"
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <div className="space-y-1">
        <p className="text-sm font-medium" id="secret-label">
          Key (if you type it in)
        </p>
        <p
          className="font-mono text-base break-all"
          aria-labelledby="secret-label"
          data-testid="totp-secret"
          data-secret={secret}
        >
          {grouped}
        </p>
      </div>
      <form action={formAction} className="space-y-4">
        {state.message ? (
          <p role="alert" className="rounded border border-destructive p-3 text-sm text-destructive">
            {state.message}
          </p>
        ) : null}
        <div className="space-y-2">
          <Label htmlFor="code">Code from the app</Label>
          <Input
            id="code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            required
            maxLength={12}
          />
        </div>
        <Button type="submit" disabled={pending}>
          Confirm and continue
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
