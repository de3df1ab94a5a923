import Link from 'next/link';
import { ConfiguredLink } from '@/components/content/external-link';
import { PhoneNumber, TextWithPhoneNumbers } from '@/components/content/phone-number';
import { consentDisclosure } from '@/content/consent';
import { PRIVACY_CHOICES_LINK, PRIVACY_CHOICES_PATH, PRIVACY_PATH, PRIVACY_POLICY_LINK } from '@/content/privacy';
import {
  BRAND,
  FOOTER_COMPANY_LINKS,
  FOOTER_FORM_LINKS,
  FOOTER_FORMS_HEADING,
  FOOTER_PRODUCT_LINKS,
  LICENSING_COPY,
  type NavLink,
} from '@/content/site';
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
      <Link href={link.href} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

/** The agency's NPN, state licences and address: each shown only when its setting is set. */
function Licensing({ agency }: { agency: AgencyLicensing }) {
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

export function SiteFooter({ config }: { config: SiteConfig }) {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div>
          <p className="text-xl font-bold text-primary">{BRAND.name}</p>
          <p className="mt-3 text-sm text-muted-foreground">{BRAND.tagline}</p>
        </div>
        <FooterColumn title="Product">
          <PageLinks links={FOOTER_PRODUCT_LINKS} />
        </FooterColumn>
        <FooterColumn title={FOOTER_FORMS_HEADING}>
          <PageLinks links={FOOTER_FORM_LINKS} />
        </FooterColumn>
        <FooterColumn title="Company">
          <PageLinks links={FOOTER_COMPANY_LINKS} />
          <li>
            <a href={`mailto:${config.careersEmail}`} className={linkClass}>
              Careers
            </a>
          </li>
          <li>
            <a href={`mailto:${config.email}`} className={linkClass}>
              Contact
            </a>
          </li>
        </FooterColumn>
        <FooterColumn title="Legal">
          <li>
            <ConfiguredLink href={config.termsUrl} baseUrl={config.baseUrl} className={linkClass}>
              Terms and Conditions
            </ConfiguredLink>
          </li>
          <PageLinks
            links={[
              { label: PRIVACY_POLICY_LINK, href: PRIVACY_PATH },
              { label: PRIVACY_CHOICES_LINK, href: PRIVACY_CHOICES_PATH },
            ]}
          />
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-6 text-xs text-muted-foreground">
          <Licensing agency={config.agency} />
          <p data-testid="footer-consent">
            <TextWithPhoneNumbers text={consentDisclosure(config.optOutPhone)} />
          </p>
          <p>
            To stop calls and texts at any time, call our opt-out line:{' '}
            <a href={config.optOutPhoneHref} className="font-medium text-foreground underline underline-offset-4">
              <PhoneNumber>{config.optOutPhone}</PhoneNumber>
            </a>
            , or{' '}
            <Link href="/opt-out" className="font-medium text-foreground underline underline-offset-4">
              opt out online
            </Link>
            .
          </p>
          <Copyright />
        </div>
      </div>
    </footer>
  );
}
