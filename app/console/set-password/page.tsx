import type { Metadata } from 'next';
import { SetPasswordForm } from '@/components/console/set-password-form';

// Only the origin as the referrer, to this site as to any other: the address (a set-password link's
// token) stays out of every Referer, and the form's post still carries the site's Origin, which
// Next.js requires of an action ('no-referrer' made it "null": the form failed without JavaScript).
export const metadata: Metadata = { title: 'Set your password', referrer: 'strict-origin' };

export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-12">
      <h1 className="mb-6 text-2xl font-semibold">Set your console password</h1>
      {token ? (
        <SetPasswordForm token={token.slice(0, 200)} />
      ) : (
        <p>This link is incomplete. Ask an administrator for a new one.</p>
      )}
    </main>
  );
}
