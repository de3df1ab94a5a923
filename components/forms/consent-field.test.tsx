import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_TOPICS,
  consentCheckboxWording,
  consentPlainText,
  OPT_OUT_PATH,
  PRIVACY_POLICY_PATH,
  type ConsentSubject,
} from '@/content/consent';
import { ConsentField } from './consent-field';

/** The label as a visitor reads it: tags dropped, entities decoded. */
function labelText(html: string): string {
  const label = /<label[^>]*>([\s\S]*)<\/label>/.exec(html)?.[1] ?? '';
  return label
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const SUBJECTS = Object.keys(CONSENT_TOPICS) as ConsentSubject[];
const wordingFor = (subject: ConsentSubject) =>
  consentCheckboxWording({ agencyName: 'InsuranceMatch', optOutPhone: '(202) 555-0199', subject });

describe('ConsentField (decision 123, issue 24 item 4)', () => {
  it.each(SUBJECTS)('shows, for %s, exactly the words the consent record keeps', (subject) => {
    const wording = wordingFor(subject);
    expect(labelText(renderToStaticMarkup(<ConsentField wording={wording} />))).toBe(consentPlainText(wording));
  });

  it('links the opt-out page and the privacy policy by their words, with no raw path in the text', () => {
    const wording = wordingFor('lead');
    const html = renderToStaticMarkup(<ConsentField wording={wording} />);
    expect(html).toContain(
      `<a href="${OPT_OUT_PATH}" class="font-medium text-foreground underline underline-offset-4">opt-out page</a>`,
    );
    expect(html).toContain(
      `<a href="${PRIVACY_POLICY_PATH}" class="font-medium text-foreground underline underline-offset-4">Privacy Policy</a>`,
    );
    expect(consentPlainText(wording)).toContain(
      'I can withdraw it at any time on our opt-out page or by calling (202) 555-0199.',
    );
    expect(consentPlainText(wording)).not.toContain('(/');
  });

  it('names what the form is about: home insurance on the home form, never health and life there', () => {
    expect(consentPlainText(wordingFor('home_assessment'))).toContain(
      'may call and text me about home insurance at the phone number I gave',
    );
    expect(consentPlainText(wordingFor('home_assessment'))).not.toContain('health and life');
    expect(consentPlainText(wordingFor('lead'))).toContain('may call and text me about health and life insurance');
    expect(consentPlainText(wordingFor('claim'))).toContain('may call and text me about my claim');
    expect(consentPlainText(wordingFor('business_inquiry'))).toContain(
      'may call and text me about group health insurance for my business',
    );
  });

  it('keeps the opt-out phone number on one line', () => {
    expect(renderToStaticMarkup(<ConsentField wording={wordingFor('claim')} />)).toContain(
      '<span class="inline-block shrink-[0.01]">(202) 555-0199</span>',
    );
  });
});
