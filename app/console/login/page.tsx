import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/console/login-form';
import { currentOperator } from '@/server/console/auth';

export const metadata: Metadata = { title: 'Sign in' };

export default async function ConsoleLoginPage({ searchParams }: { searchParams: Promise<{ password?: string }> }) {
  if (await currentOperator()) redirect('/console');
  const { password } = await searchParams;
  return (
    <main id="main" className="mx-auto max-w-sm px-4 py-12">
      <h1 className="mb-6 text-2xl font-semibold">Sign in to the console</h1>
      <LoginForm notice={password === 'set' ? 'Your password is set. Sign in with it.' : undefined} />
    </main>
  );
}
