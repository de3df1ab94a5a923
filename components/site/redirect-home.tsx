'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Sends the visitor to the home page; the link is the fallback when JavaScript is off. */
export function RedirectHome() {
  const router = useRouter();
  useEffect(() => {
    router.replace('/');
  }, [router]);
  return (
    <p className="p-8 text-center">
      Redirecting to the <Link href="/" className="text-primary underline">home page</Link>…
    </p>
  );
}
