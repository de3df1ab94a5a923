import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MessagesProvider } from '@/components/forms/messages-context';
import type { ConsentWording } from '@/content/consent';
import { ES_MESSAGES } from '@/content/es/messages';
import { CLAIM_FORM, CLAIM_PAGE, ES_CLAIM_FORM, ES_CLAIM_PAGE, SUCCESS_TOAST } from '@/content/submissions/claim';
import type { FormState } from '@/lib/form-state';
import type { Locale } from '@/lib/i18n/locale';
import { CLAIM_TYPES, URGENCIES } from '@/lib/schemas/claim';
import { ClaimForm } from './claim-form';

vi.mock('next/navigation', () => ({ usePathname: () => '/claims' }));

const consent: ConsentWording = { version: 'test', language: 'en', parts: [{ text: 'I agree.' }] };
const limits = { maxFileMb: 10, maxFiles: 5, maxTotalMb: 25 };
const refused: FormState = {
  status: 'error',
  message: 'Please provide a detailed description',
  fieldErrors: { description: ['Please provide a detailed description'] },
  values: { firstName: 'María' },
};

function render(locale: Locale, outcome?: FormState) {
  const english = locale === 'en';
  const form = (
    <ClaimForm
      locale={locale}
      texts={english ? CLAIM_FORM : ES_CLAIM_FORM}
      successToast={SUCCESS_TOAST}
      expectedResponse={(english ? CLAIM_PAGE : ES_CLAIM_PAGE).expectedResponse}
      noJsFilesNote={(english ? CLAIM_PAGE : ES_CLAIM_PAGE).noJsFilesNote}
      formPath={english ? '/claims' : '/es/claims'}
      consent={consent}
      claimTypes={CLAIM_TYPES}
      urgencies={URGENCIES}
      limits={limits}
      phone="(202) 555-0100"
      phoneHref="tel:+12025550100"
      outcome={outcome}
    />
  );
  return renderToStaticMarkup(english ? form : <MessagesProvider messages={ES_MESSAGES}>{form}</MessagesProvider>);
}

describe('the claim form in the page language (decision 182)', () => {
  it("shows a refused post's messages in Spanish on the Spanish page, in its words and the form's", () => {
    const html = render('es', refused);
    expect(html).toContain(
      '<p id="description-error" class="text-sm font-medium text-destructive" aria-live="polite">Describa lo ocurrido con detalle</p>',
    );
    expect(html).toContain('No se pudo enviar');
    expect(html).toContain('Corrija los campos marcados a continuación.');
    expect(html).toContain('Descripción del reclamo');
    expect(html).toContain('hasta 5 archivos, de 10 MB cada uno y 25 MB en total.');
    expect(html).not.toContain('Please provide');
    expect(html).not.toContain('Submission Failed');
  });

  it('shows the English as the schema wrote it on the English page', () => {
    const html = render('en', refused);
    expect(html).toContain('aria-live="polite">Please provide a detailed description</p>');
    expect(html).toContain('Submission Failed');
    expect(html).toContain('up to 5 files, 10 MB each and 25 MB in total.');
  });

  it('posts its language before the files, so a post cut short by a file still lands in that language', () => {
    for (const locale of ['en', 'es'] as const) {
      const html = render(locale);
      const language = html.indexOf(`<input type="hidden" name="language" value="${locale}"/>`);
      expect(language).toBeGreaterThan(-1);
      expect(language).toBeLessThan(html.indexOf('type="file"'));
    }
  });

  it('posts the consent before the files: a refused file stops the reading, and a consent after it came back unticked', () => {
    const html = render('en');
    const consentBox = html.search(/<input[^>]*name="consent"/);
    expect(consentBox).toBeGreaterThan(-1);
    expect(consentBox).toBeLessThan(html.indexOf('type="file"'));
  });

  it('confirms in Spanish, with a fresh form on the Spanish page', () => {
    const html = render('es', { status: 'success', reference: 'CLM-TEST' });
    expect(html).toContain('Reclamo enviado correctamente');
    expect(html).toContain('Su número de referencia: <strong>CLM-TEST</strong>');
    expect(html).toMatch(/<a href="\/es\/claims"[^>]*>Enviar otro reclamo<\/a>/);
    expect(html).toContain('¿Necesita ayuda ahora? Llame al');
  });
});

describe('the claim form for assistive technology', () => {
  const tagOf = (html: string, id: string) =>
    html.match(new RegExp(`<(?:input|select|textarea)[^>]*\\bid="${id}"[^>]*>`))?.[0];

  it('marks every field whose label shows the asterisk as required, and no optional one', () => {
    const html = render('en');
    for (const id of ['firstName', 'lastName', 'email', 'phone', 'claimType', 'description']) {
      expect(tagOf(html, id), id).toContain('aria-required="true"');
    }
    expect(tagOf(html, 'agent')).toBeDefined();
    expect(tagOf(html, 'agent')).not.toContain('aria-required');
    // Not the native attribute: the browser would answer an empty field in its own words first.
    expect(html).not.toMatch(/\srequired(=""|\s|>)/);
  });
});
