import '@/app/globals.css';
import { headers } from 'next/headers';
import { NotFoundContent } from '@/components/site/not-found-content';
import { SiteDocument } from '@/components/site/site-document';
import { NOT_FOUND_PAGE as SPANISH } from '@/content/es/site';
import { NOT_FOUND_PAGE as ENGLISH } from '@/content/site';
import { localeOr } from '@/lib/i18n/locale';
import { SITE_LANGUAGE_HEADER } from '@/lib/i18n/site-language-header';

// An address no route matches. The site has a root layout per language (decision 182), so the
// page for it is Next.js's global one, in the language of the address: server.mjs names it in
// a request header (a client's own value replaced), as it does the client's address.
export async function generateMetadata() {
  const locale = localeOr((await headers()).get(SITE_LANGUAGE_HEADER));
  return { title: (locale === 'es' ? SPANISH : ENGLISH).title, robots: { index: false } };
}

export default async function GlobalNotFound() {
  const locale = localeOr((await headers()).get(SITE_LANGUAGE_HEADER));
  return (
    <SiteDocument locale={locale}>
      <NotFoundContent locale={locale} standalone />
    </SiteDocument>
  );
}
