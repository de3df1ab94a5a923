import Link from 'next/link';
import { BRAND } from '@/content/site';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-6 px-4 text-center"
    >
      <p className="text-xl font-bold text-primary">{BRAND.name}</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted-foreground">
        The page you are looking for does not exist or has moved. Our licensed advisors are still here to help.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground">
          Go to the home page
        </Link>
        <Link href="/contact" className="rounded-md border px-4 py-2 font-medium">
          Contact us
        </Link>
      </div>
    </main>
  );
}
