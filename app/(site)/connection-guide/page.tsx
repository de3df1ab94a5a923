import { ConnectButtons } from '@/components/content/connect-panel';
import { CONNECT_SIMPLE_PAGE } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';
import { getSiteConfig } from '@/server/site-config';

export const metadata = pageMetadata('/connection-guide', {
  title: CONNECT_SIMPLE_PAGE.title,
  description: CONNECT_SIMPLE_PAGE.description,
});

/** The simpler variant of Ways To Connect (the product specification, section 2), with the site's header and footer. */
export default function ConnectionGuidePage() {
  const config = getSiteConfig();
  return (
    <div className="mx-auto max-w-xl px-4 py-20">
      <h1 className="text-4xl font-bold tracking-tight">{CONNECT_SIMPLE_PAGE.heading}</h1>
      <p className="mt-4 mb-8 text-lg text-muted-foreground">{CONNECT_SIMPLE_PAGE.intro}</p>
      <ConnectButtons
        phoneHref={config.phoneHref}
        phone={config.phone}
        call={CONNECT_SIMPLE_PAGE.call}
        book={CONNECT_SIMPLE_PAGE.book}
        privacy={CONNECT_SIMPLE_PAGE.privacy}
      />
    </div>
  );
}
