import { Phone } from 'lucide-react';
import { ConnectButtons } from '@/components/content/connect-panel';
import { BrandBar, CopyrightFooter } from '@/components/content/standalone-frame';
import { VideoCard } from '@/components/content/video-card';
import { buttonVariants } from '@/components/ui/button';
import { CONNECT_PAGE } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';
import { PhoneNumber } from '@/components/content/phone-number';

export const metadata = pageMetadata('/reach-out', {
  title: CONNECT_PAGE.title,
  description: CONNECT_PAGE.description,
});

/** Ways To Connect: an ad landing page, standalone (docs/decisions/002). */
export default function ReachOutPage() {
  const config = getSiteConfig();
  return (
    <div className="flex min-h-dvh flex-col">
      <BrandBar />
      <div className="mx-auto grid w-full max-w-5xl flex-1 gap-10 px-4 py-12 md:grid-cols-2">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{CONNECT_PAGE.heading}</h1>
          <p className="mt-4 mb-8 text-lg text-muted-foreground">{CONNECT_PAGE.intro}</p>
          <ConnectButtons
            phoneHref={config.phoneHref}
            phone={config.phone}
            call={CONNECT_PAGE.call}
            book={CONNECT_PAGE.book}
            privacy={CONNECT_PAGE.privacy}
          />
        </div>
        <VideoCard
          url={getEnv().CONNECT_VIDEO_URL}
          title={CONNECT_PAGE.videoTitle}
          caption={CONNECT_PAGE.videoCaption}
        />
        <section
          aria-labelledby="call-now"
          className="rounded-xl bg-primary p-8 text-center text-primary-foreground md:col-span-2"
        >
          <h2 id="call-now" className="text-2xl font-bold">
            {CONNECT_PAGE.callNowHeading}
          </h2>
          <p className="mt-2">{CONNECT_PAGE.callNowText}</p>
          <a
            href={config.phoneHref}
            className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'mt-6' })}
          >
            <Phone aria-hidden="true" />
            <PhoneNumber>{config.phone}</PhoneNumber>
          </a>
        </section>
      </div>
      <CopyrightFooter />
    </div>
  );
}
