import type { Metadata } from 'next';
import { SetPasswordForm } from '@/components/console/set-password-form';

export const metadata: Metadata = { title: 'Set your password', referrer: 'no-referrer' };

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
