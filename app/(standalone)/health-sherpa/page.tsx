import { Phone } from 'lucide-react';
import { NewTabLink } from '@/components/content/external-link';
import { BrandBar, CopyrightFooter } from '@/components/content/standalone-frame';
import { buttonVariants } from '@/components/ui/button';
import { HEALTH_SHERPA_PAGE } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';

export const metadata = pageMetadata('/health-sherpa', {
  title: HEALTH_SHERPA_PAGE.title,
  description: HEALTH_SHERPA_PAGE.description,
});

/** Marketplace enrollment landing page: the configured Marketplace page, or a call with an agent. */
export default function HealthSherpaPage() {
  const config = getSiteConfig();
  return (
    <div className="flex min-h-dvh flex-col">
      <BrandBar />
      <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight">{HEALTH_SHERPA_PAGE.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{HEALTH_SHERPA_PAGE.intro}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <NewTabLink locale="en" href={getEnv().MARKETPLACE_URL} className={buttonVariants({ size: 'lg' })}>
            {HEALTH_SHERPA_PAGE.marketplace}
          </NewTabLink>
          <a href={config.phoneHref} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            <Phone aria-hidden="true" />
            {HEALTH_SHERPA_PAGE.call}
          </a>
        </div>
      </div>
      <CopyrightFooter />
    </div>
  );
}
