import Link from 'next/link';
import { consentDisclosure } from '@/content/consent';
import { BRAND, FOOTER_COMPANY_LINKS, FOOTER_PRODUCT_LINKS } from '@/content/site';
import type { SiteConfig } from '@/server/site-config';

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-wide uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = 'text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

export function SiteFooter({ config }: { config: SiteConfig }) {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-4">
        <div>
          <p className="text-xl font-bold text-primary">{BRAND.name}</p>
          <p className="mt-3 text-sm text-muted-foreground">{BRAND.tagline}</p>
        </div>
        <FooterColumn title="Product">
          {FOOTER_PRODUCT_LINKS.map((link) => (
            <li key={link.label}>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Company">
          {FOOTER_COMPANY_LINKS.map((link) => (
            <li key={link.label}>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
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
            <a href={config.termsUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Terms and Conditions<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-6 text-xs text-muted-foreground">
          <p data-testid="footer-consent">{consentDisclosure(config.optOutPhone)}</p>
          <p>
            To stop calls and texts at any time, call our opt-out line:{' '}
            <a href={config.optOutPhoneHref} className="font-medium text-foreground underline underline-offset-4">
              {config.optOutPhone}
            </a>
          </p>
          <p>{BRAND.copyright}</p>
        </div>
      </div>
    </footer>
  );
}
