'use client';

import { ErrorContent } from '@/components/site/error-content';
import { ERROR_PAGE } from '@/content/site';

export default function ErrorPage(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorContent {...props} texts={ERROR_PAGE} homeHref="/" />;
}
