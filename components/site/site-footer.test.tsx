import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderedText } from '@/tests/support/rendered-text';
import type { SiteConfig } from '@/server/site-config';
import { SiteFooter } from './site-footer';

const config: SiteConfig = {
  baseUrl: 'https://insurancematch.example.com',
  phone: '(202) 555-0142',
  phoneHref: 'tel:+12025550142',
  email: 'help@example.com',
  careersEmail: 'careers@example.com',
  optOutPhone: '(202) 555-0199',
  optOutPhoneHref: 'tel:+12025550199',
  termsUrl: 'https://example.com/terms',
  social: [],
  agency: { npn: '', licenses: [], address: '' },
};

const licensed: SiteConfig['agency'] = {
  npn: '19876543',
  licenses: [
    { state: 'TX', number: '2468135' },
    { state: 'CA', number: '0K12345' },
  ],
  address: '100 Main Street, Suite 200, Austin, TX 78701',
};

const visibleText = renderedText;

describe('SiteFooter', () => {
  it('shows the NPN, every state licence and the address when they are set', () => {
    const html = renderToString(<SiteFooter config={{ ...config, agency: licensed }} locale="en" />);
    expect(html).toContain('data-testid="footer-licensing"');
    const text = visibleText(html);
    expect(text).toContain('National Producer Number (NPN): 19876543');
    expect(text).toContain('State insurance licenses: TX #2468135 CA #0K12345');
    expect(html).toMatch(/<address[^>]*>100 Main Street, Suite 200, Austin, TX 78701<\/address>/);
  });

  it('shows only what is set', () => {
    const html = renderToString(
      <SiteFooter config={{ ...config, agency: { ...licensed, npn: '', licenses: [] } }} locale="en" />,
    );
    expect(html).not.toContain('National Producer Number');
    expect(html).not.toContain('State insurance licenses');
    expect(html).toContain('100 Main Street');
  });

  it('shows no licensing block at all when nothing is set', () => {
    const html = renderToString(<SiteFooter config={config} locale="en" />);
    expect(html).not.toContain('footer-licensing');
    expect(html).not.toContain('NPN');
  });

  it('prints the current year in the copyright line and links the three forms', () => {
    const html = renderToString(<SiteFooter config={config} locale="en" />);
    expect(visibleText(html)).toContain(`© ${new Date().getFullYear()} InsuranceMatch`);
    for (const href of ['/claims', '/small-business', '/home-assessment']) expect(html).toContain(`href="${href}"`);
  });

  it('links the privacy policy and the privacy choices', () => {
    const html = renderToString(<SiteFooter config={config} locale="en" />);
    expect(html).toMatch(/<a[^>]*href="\/privacy"[^>]*>Privacy Policy<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/privacy-choices"[^>]*>Your Privacy Choices<\/a>/);
  });

  it("links this site's terms in the page's language: a Spanish page to the Spanish terms", () => {
    const own = { ...config, termsUrl: '/terms-and-conditions' };
    expect(renderToString(<SiteFooter config={own} locale="es" />)).toContain('href="/es/terms-and-conditions"');
    expect(renderToString(<SiteFooter config={own} locale="en" />)).toContain('href="/terms-and-conditions"');
    // Another site's terms open as configured, in a new tab.
    expect(renderToString(<SiteFooter config={config} locale="es" />)).toContain('href="https://example.com/terms"');
  });
});
