import { describe, expect, it } from 'vitest';
import {
  confirmationSmsText,
  helpSmsText,
  providerConfirmsStop,
  SMS_STOP_WORDS,
  smsKeyword,
  smsKeywordLanguage,
  stoppedSmsText,
} from './sms';

const CONTACT = { brand: 'InsuranceMatch', phone: '(202) 555-0142' };

describe('texts in the visitor language (issue 26)', () => {
  it('writes the English confirmation and HELP answer as before', () => {
    expect(confirmationSmsText('lead', 'LD-1', CONTACT)).toBe(
      'InsuranceMatch: we received your request (ref LD-1). A licensed advisor will be in touch within 24 hours. Questions? Call (202) 555-0142. Reply STOP to opt out, HELP for help.',
    );
    expect(helpSmsText(CONTACT)).toBe(
      'InsuranceMatch: licensed health and life insurance advisors. Call (202) 555-0142. Msg & data rates may apply. Reply STOP to opt out.',
    );
  });

  it('writes the Spanish confirmation, HELP answer and opt-out confirmation', () => {
    expect(confirmationSmsText('claim', 'CLM-1', CONTACT, 'es')).toBe(
      'InsuranceMatch: recibimos su reclamo (ref. CLM-1). Un asesor se comunicará con usted al respecto. ¿Preguntas? Llame al (202) 555-0142. Responda PARAR para darse de baja o AYUDA para recibir ayuda.',
    );
    expect(helpSmsText(CONTACT, 'es')).toMatch(/^InsuranceMatch: asesores con licencia .*\(202\) 555-0142.*PARAR/);
    expect(stoppedSmsText(CONTACT, 'es')).toBe(
      'InsuranceMatch: dimos de baja su número; no recibirá más textos nuestros. ¿Preguntas? Llame al (202) 555-0142.',
    );
  });

  it('answers a Spanish keyword in Spanish and confirms itself only the opt-out words the provider does not', () => {
    for (const body of ['ayuda', ' Parar ', 'alto', 'no  más', 'NO MAS', 'Cancelar'])
      expect(smsKeywordLanguage(body), body).toBe('es');
    for (const body of ['HELP', 'info', 'stop', 'Cancel', 'hello']) expect(smsKeywordLanguage(body), body).toBe('en');
    const ours = SMS_STOP_WORDS.filter((word) => !providerConfirmsStop(word));
    expect(ours).toEqual(['ALTO', 'PARAR', 'CANCELAR', 'NO MAS', 'NO MÁS']);
    for (const word of ours) expect(smsKeyword(word)).toBe('stop');
  });
});
