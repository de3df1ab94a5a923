import { describe, expect, it } from 'vitest';
import { CONFIRMATION_COPY, confirmationEmailText, type ConfirmationKind } from './mail';

const CONTACT = {
  brand: 'InsuranceMatch',
  phone: '(202) 555-0142',
  email: 'help@example.com',
  address: '100 Main St, Austin, TX 78701',
  optOutUrl: 'https://insurancematch.example/opt-out',
};
// Every kind the site sends, a new submission type's among them.
const KINDS = Object.keys(CONFIRMATION_COPY) as ConfirmationKind[];

describe('confirmation e-mails in the visitor language (issue 26)', () => {
  it('writes English by default, word for word as before', () => {
    expect(confirmationEmailText('claim', 'CLM-7KQ2M9', CONTACT)).toEqual({
      subject: 'We received your claim (CLM-7KQ2M9)',
      text: [
        'Hello,',
        '',
        'We received your insurance claim on our website.',
        'Your dedicated agent will contact you within 24 hours.',
        '',
        'Your reference: CLM-7KQ2M9',
        '',
        'Questions? Call (202) 555-0142 or write to help@example.com.',
        'InsuranceMatch, 100 Main St, Austin, TX 78701',
        '',
        'Did not send this request, or do not want to hear from us? Opt out here: https://insurancematch.example/opt-out',
        '',
        'InsuranceMatch',
      ].join('\n'),
    });
    expect(confirmationEmailText('claim', 'CLM-7KQ2M9', CONTACT, 'en')).toEqual(
      confirmationEmailText('claim', 'CLM-7KQ2M9', CONTACT),
    );
  });

  it('writes Spanish for a Spanish visitor: subject, body and the opt-out footer', () => {
    const spanishContact = { ...CONTACT, optOutUrl: 'https://insurancematch.example/es/opt-out' };
    expect(confirmationEmailText('claim', 'CLM-7KQ2M9', spanishContact, 'es')).toEqual({
      subject: 'Recibimos su reclamo (CLM-7KQ2M9)',
      text: [
        'Hola:',
        '',
        'Recibimos en nuestro sitio web su reclamo de seguro.',
        'Su agente asignado se comunicará con usted dentro de 24 horas.',
        '',
        'Su número de referencia: CLM-7KQ2M9',
        '',
        '¿Tiene preguntas? Llame al (202) 555-0142 o escriba a help@example.com.',
        'InsuranceMatch, 100 Main St, Austin, TX 78701',
        '',
        '¿No envió esta solicitud o no desea que nos comuniquemos con usted? Puede darse de baja aquí: https://insurancematch.example/es/opt-out',
        '',
        'InsuranceMatch',
      ].join('\n'),
    });
    const optOut = confirmationEmailText('opt_out', 'OPT-1', spanishContact, 'es');
    expect(optOut.subject).toBe('Su solicitud de baja (OPT-1)');
    expect(optOut.text).toContain('Si usted no pidió esto, llame al (202) 555-0142');
    expect(optOut.text).not.toContain('darse de baja aquí');
  });

  it('has every kind in Spanish, none of it English', () => {
    for (const kind of KINDS) {
      const english = confirmationEmailText(kind, 'REF-1', CONTACT);
      const spanish = confirmationEmailText(kind, 'REF-1', CONTACT, 'es');
      expect(spanish.subject, kind).not.toBe(english.subject);
      for (const line of english.text.split('\n').filter((line) => line && !line.startsWith('InsuranceMatch')))
        expect(spanish.text, `${kind}: ${line}`).not.toContain(line);
    }
  });
});
