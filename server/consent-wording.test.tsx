import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConsentField } from '@/components/forms/consent-field';
import { CONSENT_DISCLOSURE_VERSION, CONSENT_TOPICS, consentPlainText, type ConsentSubject } from '@/content/consent';
import * as Spanish from '@/content/es/consent';
import { getEnv } from './env';
import { formConsentWording } from './consent-wording';

const SUBJECTS = Object.keys(CONSENT_TOPICS) as ConsentSubject[];

/** The label as a visitor reads it: tags dropped, entities decoded. */
function labelText(html: string): string {
  const label = /<label[^>]*>([\s\S]*)<\/label>/.exec(html)?.[1] ?? '';
  return label
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

describe('formConsentWording in the page language (decision 182)', () => {
  it('is the English wording for en', () => {
    for (const subject of SUBJECTS) {
      expect(formConsentWording(subject, 'en').version).toBe(CONSENT_DISCLOSURE_VERSION);
      expect(formConsentWording(subject, 'en').language).toBe('en');
      expect(consentPlainText(formConsentWording(subject, 'en'))).toMatch(
        /^Yes, InsuranceMatch and its licensed agents/,
      );
    }
  });

  it.each(SUBJECTS)('gives %s the Spanish wording, its own version and the Spanish topic', (subject) => {
    const wording = formConsentWording(subject, 'es');
    expect(wording.version).toBe(Spanish.CONSENT_DISCLOSURE_VERSION);
    expect(wording.version).not.toBe(CONSENT_DISCLOSURE_VERSION);
    const text = consentPlainText(wording);
    expect(text).toMatch(/^Sí, InsuranceMatch y sus agentes con licencia pueden llamarme/);
    expect(text).toContain(`sobre ${Spanish.CONSENT_TOPICS[subject]} al número de teléfono`);
    expect(text).toContain(`llamando al ${getEnv().OPT_OUT_PHONE}.`);
    expect(text).not.toMatch(/\b(may call|opt-out page|Privacy Policy)\b/);
  });

  it('links the Spanish opt-out page and privacy policy, by their Spanish words', () => {
    const links = formConsentWording('lead', 'es').parts.filter((part) => part.href);
    expect(links).toEqual([
      { text: 'página para darse de baja', href: '/es/opt-out' },
      { text: 'Política de privacidad', href: '/es/privacy' },
    ]);
  });

  it.each(SUBJECTS)('shows for %s exactly the Spanish words the consent record keeps', (subject) => {
    const wording = formConsentWording(subject, 'es');
    expect(labelText(renderToStaticMarkup(<ConsentField wording={wording} />))).toBe(consentPlainText(wording));
    expect(Spanish.consentPlainText(wording)).toBe(consentPlainText(wording));
  });

  it('words the Spanish contact statement for both answers', () => {
    expect(Spanish.contactStatement(true)).toBe(Spanish.CONTACT_STATEMENTS.given);
    expect(Spanish.contactStatement(false)).toBe(Spanish.CONTACT_STATEMENTS.notGiven);
  });
});
