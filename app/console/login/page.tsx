import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { CodeForm } from '@/components/console/code-form';
import { LoginForm } from '@/components/console/login-form';
import { currentOperator, sessionCookieName } from '@/server/console/auth';
import { findPendingSession } from '@/server/console/sessions';
import { SIGN_IN_NOTICES } from '@/content/console';

export const metadata: Metadata = { title: 'Sign in' };

export default async function ConsoleLoginPage({ searchParams }: { searchParams: Promise<{ notice?: string }> }) {
  if (await currentOperator()) redirect('/console');
  const pending = await findPendingSession((await cookies()).get(sessionCookieName())?.value);
  if (pending && pending.stage !== 'code') redirect('/console/enrol');
  const key = (await searchParams).notice;
  const notice =
    key && Object.hasOwn(SIGN_IN_NOTICES, key) ? SIGN_IN_NOTICES[key as keyof typeof SIGN_IN_NOTICES] : undefined;
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-12">
      <h1 className="mb-6 text-2xl font-semibold">Sign in to the console</h1>
      {pending ? <CodeForm email={pending.email} /> : <LoginForm notice={notice} />}
    </main>
  );
}
