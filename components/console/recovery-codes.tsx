import { Button } from '@/components/ui/button';
import { finishEnrolmentAction } from '@/server/console/actions/session-actions';

/** The recovery codes, shown once after enrolment; "Continue" completes the sign-in. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="space-y-4">
      <p role="status" className="rounded border p-3 text-sm">
        Your second factor is set up.
      </p>
      <h2 className="text-lg font-semibold">Your recovery codes</h2>
      <p className="text-sm">
        If you lose the phone with the authenticator app, each of these codes signs you in once instead of a code from
        the app. Keep them somewhere safe: they are not shown again.
      </p>
      <ul className="grid grid-cols-2 gap-2 font-mono" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <form action={finishEnrolmentAction}>
        <Button type="submit">I have kept them, continue</Button>
      </form>
    </div>
  );
}
