import { MessagesProvider } from '@/components/forms/messages-context';
import { ES_MESSAGES } from '@/content/es/messages';
import type { Locale } from '@/lib/i18n/locale';

/**
 * Around a form on a page: gives its client components the messages of the page's language
 * (decision 182). Only a Spanish page sends the catalogue to the browser; an English page renders
 * its form as it is, with nothing added.
 */
export function FormMessages({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  if (locale === 'en') return children;
  return <MessagesProvider messages={ES_MESSAGES}>{children}</MessagesProvider>;
}
