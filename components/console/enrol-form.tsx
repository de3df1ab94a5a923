'use client';
import { enrolAction } from '@/server/console/actions/session-actions';
import { StepCodeForm } from './step-code-form';

interface Props {
  email: string;
  secret: string;
  /** The otpauth URI as an SVG QR code, made on the server. */
  qrSvg: string;
}

/** Setting up the second factor at first sign-in: scan or type the secret, confirm with the first code. */
export function EnrolForm({ email, secret, qrSvg }: Props) {
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
      <StepCodeForm
        action={enrolAction}
        permalink="/console/enrol"
        label="Code from the app"
        input={{ inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 12 }}
        submit="Confirm and continue"
      />
    </div>
  );
}
