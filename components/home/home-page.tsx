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
import * as Spanish from '@/content/es/home';
import * as English from '@/content/home';
import { BRAND } from '@/content/site';
import { agencyStructuredData } from '@/lib/agency-structured-data';
import { HREFLANG, localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { getEnv } from '@/server/env';
import { getSiteConfig } from '@/server/site-config';

/** The home page (/ and /es): its structured data and sections, in the page's language. */
export function HomePage({ locale }: { locale: Locale }) {
  const HOME_META = pick(locale, English.HOME_META, Spanish.HOME_META);
  const BREADCRUMB_HOME = pick(locale, English.BREADCRUMB_HOME, Spanish.BREADCRUMB_HOME);
  const env = getEnv();
  const config = getSiteConfig();
  const home = `${config.baseUrl}${localizedPath('/', locale)}`;
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
                availableLanguage: ['English', 'Spanish'],
              },
              sameAs: config.social.map((profile) => profile.href),
              ...agencyStructuredData(config.agency),
            },
            {
              '@type': 'BreadcrumbList',
              itemListElement: [{ '@type': 'ListItem', position: 1, name: BREADCRUMB_HOME, item: home }],
            },
            // The page's language for search engines: the English graph stays as it was before the
            // Spanish pages (its language is the html element's and the x-default alternate).
            ...(locale === 'en'
              ? []
              : [
                  {
                    '@type': 'WebPage',
                    '@id': `${home}#webpage`,
                    url: home,
                    name: HOME_META.title,
                    description: HOME_META.description,
                    inLanguage: HREFLANG[locale],
                    about: { '@id': `${home}#organization` },
                  },
                ]),
          ],
        }}
      />
      <Hero locale={locale} />
      <InsurerStrip locale={locale} />
      <About
        locale={locale}
        surveyUrl={env.EXTERNAL_SURVEY_URL}
        baseUrl={config.baseUrl}
        videoUrl={env.ABOUT_VIDEO_URL}
      />
      <HowItWorks locale={locale} />
      <CoverageTypes locale={locale} />
      <Testimonials locale={locale} />
      <CoverageOptions locale={locale} surveyUrl={env.EXTERNAL_SURVEY_URL} baseUrl={config.baseUrl} />
      <PainPoints locale={locale} />
      <Faq locale={locale} />
      <ClosingCta
        locale={locale}
        surveyUrl={env.EXTERNAL_SURVEY_URL}
        baseUrl={config.baseUrl}
        phone={config.phone}
        phoneHref={config.phoneHref}
      />
    </>
  );
}
