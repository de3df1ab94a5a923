import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrivacyChoicesForm } from '@/components/privacy/privacy-choices-form';
import * as SpanishPrivacy from '@/content/es/privacy';
import { OptOutPage } from './opt-out-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const NOTICE = 'En caso de discrepancia, prevalece la versión en inglés.';

describe('the legal pages in Spanish (decision 182)', () => {
  it('say at the top of the policy and the terms that the English prevails, with a way to it', () => {
    for (const [html, path] of [
      [renderToStaticMarkup(<PrivacyPage locale="es" />), '/es/privacy'],
      [renderToStaticMarkup(<TermsPage locale="es" />), '/es/terms-and-conditions'],
    ] as const) {
      expect(html).toContain(NOTICE);
      // Through the switch: a plain link to the English page would send a visitor who chose Spanish back here.
      expect(html).toContain(`href="/api/language?to=en&amp;from=${encodeURIComponent(path)}" hrefLang="en-US"`);
      // Before the first section.
      expect(html.indexOf(NOTICE)).toBeLessThan(html.indexOf('<section'));
    }
  });

  it('leave the English pages without the notice', () => {
    expect(renderToStaticMarkup(<PrivacyPage locale="en" />)).not.toContain(NOTICE);
    expect(renderToStaticMarkup(<TermsPage locale="en" />)).not.toContain(NOTICE);
  });

  it('render Spanish only, with links to the Spanish pages', () => {
    const privacy = renderToStaticMarkup(<PrivacyPage locale="es" />);
    expect(privacy).toContain('<nav aria-label="Secciones"');
    expect(privacy).toContain('<dt class="font-medium">Qué recopilamos</dt>');
    expect(privacy).toContain('href="/es/privacy-choices"');
    expect(privacy).not.toMatch(/What we collect|Who we are|href="\/opt-out"/);
    const terms = renderToStaticMarkup(<TermsPage locale="es" />);
    expect(terms).toContain('<nav aria-label="Secciones"');
    expect(terms).not.toMatch(/Terms and Conditions|\{phone\}|\{email\}/);
    const optOut = renderToStaticMarkup(<OptOutPage locale="es" />);
    expect(optOut).toContain('<input type="hidden" name="language" value="es"/>');
    expect(optOut).toContain('href="/es/privacy"');
    expect(optOut).toContain('>Darme de baja</button>');
  });

  it('post the privacy choice with the page language, and link the Spanish opt-out page', () => {
    const html = renderToStaticMarkup(
      <PrivacyChoicesForm
        status="sharing"
        locale="es"
        copy={SpanishPrivacy.PRIVACY_CHOICES_PAGE}
        optOutPath={SpanishPrivacy.OPT_OUT_PATH}
      />,
    );
    expect(html).toContain('<input type="hidden" name="language" value="es"/>');
    expect(html).toContain('>No compartir mis datos</button>');
    expect(html).toContain('href="/es/opt-out"');
  });
});
