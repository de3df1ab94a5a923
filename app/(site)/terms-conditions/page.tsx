import { TERMS_REDIRECT_PAGE } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';
import { getSiteConfig } from '@/server/site-config';

export const metadata = pageMetadata('/terms-conditions', { title: TERMS_REDIRECT_PAGE.title });

/** The terms redirect screen: on to TERMS_URL (by default our own /terms-and-conditions; docs/decisions/021). */
export default function TermsRedirectPage() {
  const { termsUrl } = getSiteConfig();
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{TERMS_REDIRECT_PAGE.heading}</h1>
      <p className="mt-4 text-muted-foreground" role="status">
        {TERMS_REDIRECT_PAGE.text}
      </p>
      <p className="mt-4">
        {TERMS_REDIRECT_PAGE.fallbackBefore}
        <a href={termsUrl} className="text-primary underline underline-offset-4">
          {TERMS_REDIRECT_PAGE.fallbackLink}
        </a>
        {TERMS_REDIRECT_PAGE.fallbackAfter}
      </p>
      {/* React places this <meta> in the head, where a refresh is valid HTML. It is the one redirect,
          with JavaScript and without: a script redirecting as well raced it (two navigations, one aborted). */}
      <meta httpEquiv="refresh" content={`0; url=${termsUrl}`} />
    </div>
  );
}
