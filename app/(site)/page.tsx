import { JsonLd } from '@/components/content/json-ld';
import {
  About,
  ClosingCta,
  CoverageOptions,
  CoverageTypes,
  Faq,
  Hero,
  HowItWorks,
  InsurerStrip,
  PainPoints,
  Testimonials,
} from '@/components/home/home-sections';
import { BREADCRUMB_HOME, HOME_META } from '@/content/home';
import { BRAND } from '@/content/site';
import { agencyStructuredData } from '@/lib/agency-structured-data';
import { pageMetadata } from '@/lib/page-metadata';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';

export const metadata = pageMetadata('/', { title: { absolute: HOME_META.title }, description: HOME_META.description });

export default function HomePage() {
  const env = getEnv();
  const config = getSiteConfig();
  const home = `${config.baseUrl}/`;
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'Organization',
              '@id': `${home}#organization`,
              name: BRAND.name,
              url: home,
              logo: `${config.baseUrl}/icon.svg`,
              description: HOME_META.description,
              telephone: config.phone,
              email: config.email,
              contactPoint: {
                '@type': 'ContactPoint',
                contactType: 'customer service',
                telephone: config.phone,
                email: config.email,
                areaServed: 'US',
                availableLanguage: 'English',
              },
              sameAs: config.social.map((profile) => profile.href),
              ...agencyStructuredData(config.agency),
            },
            {
              '@type': 'BreadcrumbList',
              itemListElement: [{ '@type': 'ListItem', position: 1, name: BREADCRUMB_HOME, item: home }],
            },
          ],
        }}
      />
      <Hero />
      <InsurerStrip />
      <About surveyUrl={env.EXTERNAL_SURVEY_URL} baseUrl={config.baseUrl} videoUrl={env.ABOUT_VIDEO_URL} />
      <HowItWorks />
      <CoverageTypes />
      <Testimonials />
      <CoverageOptions surveyUrl={env.EXTERNAL_SURVEY_URL} baseUrl={config.baseUrl} />
      <PainPoints />
      <Faq />
      <ClosingCta
        surveyUrl={env.EXTERNAL_SURVEY_URL}
        baseUrl={config.baseUrl}
        phone={config.phone}
        phoneHref={config.phoneHref}
      />
    </>
  );
}
