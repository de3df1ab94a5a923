import { describe, expect, it } from 'vitest';
import { privacyPolicy, type Paragraph, type PolicySettings } from './privacy';

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
const all = (sections: ReturnType<typeof privacyPolicy>) =>
  sections.flatMap((section) => [...section.paragraphs, ...(section.items ?? [])]);

describe('privacy policy', () => {
  it('states the retention settings', () => {
    const policy = all(privacyPolicy({ ...settings, retentionDaysClaimDocuments: 90, retentionDaysSubmissions: 730 }))
      .map(text)
      .join('\n');
    expect(policy).toContain('deleted 90 days after the claim was sent');
    expect(policy).toContain('Once 730 days have passed since a submission arrived and since we last worked on it');
    expect(policy).toContain('never while we are still handling it');
    expect(all(privacyPolicy(settings)).map(text).join('\n')).toContain('ask us to delete them at any time');
    expect(
      all(privacyPolicy({ ...settings, retentionDaysSuspectedSpam: 14 }))
        .map(text)
        .join('\n'),
    ).toContain('within 14 days that a person sent it, it is deleted');
  });

  it("states how long the console's record of staff access is kept", () => {
    expect(all(privacyPolicy(settings)).map(text).join('\n')).toContain('We keep that record for 2190 days (6 years)');
    expect(
      all(privacyPolicy({ ...settings, retentionDaysAudit: 400 }))
        .map(text)
        .join('\n'),
    ).toContain('We keep that record for 400 days, so that');
  });

  it("gives the agency's contact details, and its address only when set", () => {
    expect(all(privacyPolicy(settings)).map(text).join('\n')).not.toContain('write to us');
    const policy = privacyPolicy({ ...settings, address: '100 Main Street, Austin, TX 78701' });
    const paragraphs = all(policy);
    expect(paragraphs.map(text).join('\n')).toContain('write to us at 100 Main Street, Austin, TX 78701');
    expect(paragraphs.flatMap(links)).toEqual(
      expect.arrayContaining(['mailto:help@example.com', 'tel:+12025550142', 'tel:+12025550187']),
    );
  });

  it('links the opt-out page and the privacy choices', () => {
    const hrefs = all(privacyPolicy(settings)).flatMap(links);
    expect(hrefs).toContain('/opt-out');
    expect(hrefs).toContain('/privacy-choices');
  });

  it('says what each form collects and why', () => {
    const forms = privacyPolicy(settings).flatMap((section) => section.forms ?? []);
    expect(forms.map((form) => form.href)).toEqual([
      '/claims',
      '/small-business',
      '/assessment',
      '/home-assessment',
      '/news',
    ]);
    for (const form of forms) {
      expect(form.collects.length, form.form).toBeGreaterThan(20);
      expect(form.why.length, form.form).toBeGreaterThan(20);
    }
  });

  it('mentions confirmation texts, their processor and STOP only when the site sends texts (decision 181)', () => {
    const without = all(privacyPolicy(settings)).map(text).join('\n');
    expect(without).not.toMatch(/text message|Reply STOP|Replying STOP/);
    const withTexts = all(privacyPolicy({ ...settings, sendsTexts: true }))
      .map(text)
      .join('\n');
    expect(withTexts).toContain('we send one text message to the number you gave');
    expect(withTexts).toContain('The company that delivers our text messages');
    expect(withTexts).toContain('Replying STOP (or ALTO');
  });
});
