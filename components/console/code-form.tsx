'use client';
import { codeAction } from '@/server/console/actions/session-actions';
import { StepCodeForm } from './step-code-form';

/** Sign-in, second step: the authenticator's 6-digit code, or a recovery code. Works without JavaScript. */
export function CodeForm({ email }: { email: string }) {
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Password accepted for <strong>{email}</strong>. Enter the code your authenticator app shows now.
      </p>
      <StepCodeForm
        action={codeAction}
        permalink="/console/login"
        label="Authenticator code"
        hint="6 digits, or one of your recovery codes (xxxxx-xxxxx) if you do not have the app with you."
        input={{ inputMode: 'text', maxLength: 40 }}
        submit="Continue"
      />
    </div>
  );
}
