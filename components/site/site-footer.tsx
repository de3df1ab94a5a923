import { ConfiguredLink } from '@/components/content/external-link';
import { PhoneNumber, TextWithPhoneNumbers } from '@/components/content/phone-number';
import { consentDisclosure } from '@/content/consent';
import { consentDisclosure as esConsentDisclosure } from '@/content/es/consent';
import { PRIVACY_CHOICES_LINK, PRIVACY_CHOICES_PATH, PRIVACY_PATH, PRIVACY_POLICY_LINK } from '@/content/privacy';
import {
  PRIVACY_CHOICES_LINK as ES_PRIVACY_CHOICES_LINK,
  PRIVACY_POLICY_LINK as ES_PRIVACY_POLICY_LINK,
} from '@/content/es/privacy';
import { siteTexts } from '@/components/site/site-texts';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import type { NavLink } from '@/content/site';
import type { AgencyLicensing, SiteConfig } from '@/server/site-config';
import { Copyright } from './copyright';

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = 'text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

function PageLinks({ links }: { links: readonly NavLink[] }) {
  return links.map((link) => (
    <li key={link.label}>
      <a href={link.href} className={linkClass}>
        {link.label}
      </a>
    </li>
  ));
}

/** The agency's NPN, state licences and address: each shown only when its setting is set. */
function Licensing({
  agency,
  LICENSING_COPY,
}: {
  agency: AgencyLicensing;
  LICENSING_COPY: ReturnType<typeof siteTexts>['licensing'];
}) {
  if (!agency.npn && agency.licenses.length === 0 && !agency.address) return null;
  return (
    <section aria-labelledby="footer-licensing" data-testid="footer-licensing">
      <h2 id="footer-licensing" className="font-semibold text-foreground">
        {LICENSING_COPY.heading}
      </h2>
      <dl className="mt-1 grid gap-x-2 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {agency.npn && (
          <>
            <dt>{LICENSING_COPY.npn}:</dt>
            <dd>{agency.npn}</dd>
          </>
        )}
        {agency.licenses.length > 0 && (
          <>
            <dt>{LICENSING_COPY.licenses}:</dt>
            <dd>
              <ul className="flex flex-wrap gap-x-3">
                {agency.licenses.map((license) => (
                  <li key={`${license.state}-${license.number}`}>
                    {license.state} #{license.number}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {agency.address && (
          <>
            <dt>{LICENSING_COPY.address}:</dt>
            <dd>
              <address className="not-italic">{agency.address}</address>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

export function SiteFooter({ config, locale }: { config: SiteConfig; locale: Locale }) {
  const texts = siteTexts(locale);
  const words = texts.shell.footer;
  const disclosure = pick(locale, consentDisclosure, esConsentDisclosure);
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-xl font-bold text-primary">{texts.brand.name}</p>
          <p className="mt-3 text-sm text-muted-foreground">{texts.brand.tagline}</p>
        </div>
        <FooterColumn title={words.product}>
          <PageLinks links={texts.footerProductLinks} />
        </FooterColumn>
        <FooterColumn title={texts.footerFormsHeading}>
          <PageLinks links={texts.footerFormLinks} />
        </FooterColumn>
        <FooterColumn title={words.company}>
          <PageLinks links={texts.footerCompanyLinks} />
          <li>
            <a href={`mailto:${config.careersEmail}`} className={linkClass}>
              {words.careers}
            </a>
          </li>
          <li>
            <a href={`mailto:${config.email}`} className={linkClass}>
              {words.contact}
            </a>
          </li>
        </FooterColumn>
        <FooterColumn title={words.legal}>
          <li>
            <ConfiguredLink locale={locale} href={config.termsUrl} baseUrl={config.baseUrl} className={linkClass}>
              {words.terms}
            </ConfiguredLink>
          </li>
          <PageLinks
            links={[
              {
                label: pick(locale, PRIVACY_POLICY_LINK, ES_PRIVACY_POLICY_LINK),
                href: localizedPath(PRIVACY_PATH, locale),
              },
              {
                label: pick(locale, PRIVACY_CHOICES_LINK, ES_PRIVACY_CHOICES_LINK),
                href: localizedPath(PRIVACY_CHOICES_PATH, locale),
              },
            ]}
          />
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-6 text-xs text-muted-foreground">
          <Licensing agency={config.agency} LICENSING_COPY={texts.licensing} />
          <p data-testid="footer-consent">
            <TextWithPhoneNumbers text={disclosure(config.optOutPhone)} />
          </p>
          <p>
            {words.optOutBefore}{' '}
            <a href={config.optOutPhoneHref} className="font-medium text-foreground underline underline-offset-4">
              <PhoneNumber>{config.optOutPhone}</PhoneNumber>
            </a>
            {words.optOutOr}{' '}
            <a
              href={localizedPath('/opt-out', locale)}
              className="font-medium text-foreground underline underline-offset-4"
            >
              {words.optOutOnline}
            </a>
            .
          </p>
          <Copyright line={texts.copyrightLine} />
        </div>
      </div>
    </footer>
  );
}
