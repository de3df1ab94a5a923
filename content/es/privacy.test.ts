import { describe, expect, it } from 'vitest';
import * as English from '@/content/privacy';
import type { Paragraph, PolicySettings } from '@/content/privacy';
import { localizedPath } from '@/lib/i18n/locale';
import * as Spanish from './privacy';

const settings: PolicySettings = {
  agencyName: 'InsuranceMatch',
  phone: '(202) 555-0142',
  phoneHref: 'tel:+12025550142',
  email: 'help@example.com',
  optOutPhone: '(202) 555-0187',
  optOutPhoneHref: 'tel:+12025550187',
  address: '',
  retentionDaysClaimDocuments: 365,
  retentionDaysSubmissions: 'off',
  retentionDaysAudit: 2190,
  retentionDaysSuspectedSpam: 30,
};

const text = (paragraph: Paragraph) =>
  typeof paragraph === 'string'
    ? paragraph
    : paragraph.map((part) => (typeof part === 'string' ? part : part.text)).join('');
const links = (paragraph: Paragraph) =>
  typeof paragraph === 'string' ? [] : paragraph.flatMap((part) => (typeof part === 'string' ? [] : [part.href]));
type Policy = ReturnType<typeof Spanish.privacyPolicy>;
const all = (sections: Policy) => sections.flatMap((section) => [...section.paragraphs, ...(section.items ?? [])]);
const words = (sections: Policy) => all(sections).map(text).join('\n');

const VARIANTS: PolicySettings[] = [
  settings,
  { ...settings, sendsTexts: true, address: '100 Main Street, Austin, TX 78701', retentionDaysSubmissions: 730 },
];

describe('the Spanish privacy policy (decision 182)', () => {
  it.each(VARIANTS)('has the sections, paragraphs and items of the English with the same settings', (variant) => {
    const english = English.privacyPolicy(variant);
    const spanish = Spanish.privacyPolicy(variant);
    expect(spanish.map((section) => section.id)).toEqual(english.map((section) => section.id));
    spanish.forEach((section, index) => {
      const twin = english[index]!;
      expect(section.paragraphs.length, section.id).toBe(twin.paragraphs.length);
      expect(section.items?.length, section.id).toBe(twin.items?.length);
      expect(section.forms?.length, section.id).toBe(twin.forms?.length);
    });
  });

  it('fills in the settings: retention periods, address and contacts', () => {
    const policy = Spanish.privacyPolicy({
      ...settings,
      retentionDaysClaimDocuments: 90,
      retentionDaysSubmissions: 730,
      retentionDaysSuspectedSpam: 14,
      address: '100 Main Street, Austin, TX 78701',
    });
    const policyText = words(policy);
    expect(policyText).toContain('se eliminan 90 días después de enviado el reclamo');
    expect(policyText).toContain(
      'Cuando han pasado 730 días desde que llegó un envío y desde la última vez que lo trabajamos',
    );
    expect(policyText).toContain('en un plazo de 14 días');
    expect(policyText).toContain('escríbanos a 100 Main Street, Austin, TX 78701.');
    expect(policyText).toContain('Guardamos ese registro durante 2190 días (6 años)');
    expect(words(Spanish.privacyPolicy({ ...settings, retentionDaysAudit: 365 }))).toContain(
      'durante 365 días (1 año)',
    );
    expect(words(Spanish.privacyPolicy({ ...settings, retentionDaysAudit: 400 }))).toContain('durante 400 días, para');
    expect(words(Spanish.privacyPolicy(settings))).toContain('puede pedirnos que los eliminemos en cualquier momento');
    expect(words(Spanish.privacyPolicy(settings))).not.toContain('escríbanos a');
    expect(all(policy).flatMap(links)).toEqual(
      expect.arrayContaining(['mailto:help@example.com', 'tel:+12025550142', 'tel:+12025550187']),
    );
  });

  it('links the Spanish twins of the pages the English links', () => {
    const english = English.privacyPolicy(settings);
    const spanish = Spanish.privacyPolicy(settings);
    const internal = (hrefs: string[]) => hrefs.filter((href) => href.startsWith('/'));
    expect(internal(all(spanish).flatMap(links))).toEqual(
      internal(all(english).flatMap(links)).map((href) => localizedPath(href, 'es')),
    );
    expect(spanish.flatMap((section) => section.forms ?? []).map((form) => form.href)).toEqual(
      english.flatMap((section) => section.forms ?? []).map((form) => localizedPath(form.href, 'es')),
    );
  });

  it('mentions texts and STOP only when the site sends texts, like the English', () => {
    expect(words(Spanish.privacyPolicy(settings))).not.toMatch(/STOP|mensaje de texto al número/);
    const withTexts = words(Spanish.privacyPolicy({ ...settings, sendsTexts: true }));
    expect(withTexts).toContain('enviamos un mensaje de texto al número que nos dio');
    expect(withTexts).toContain('Si responde STOP (o ALTO');
  });
});
