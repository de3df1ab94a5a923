import { describe, expect, it } from 'vitest';
import { CALLBACK_FORM } from '@/content/call-back';
import { CALL_TIMES, type CallTime } from '@/lib/fields/lead';
import { callBackTexts, type CallBackTexts } from './call-back-texts';

const words = (texts: CallBackTexts, time: CallTime | null, emailed: boolean) =>
  texts.confirmations[time ?? 'unknown'][emailed ? 'emailed' : 'notEmailed'];

describe('the call-back form texts (decision 182)', () => {
  it('writes out, for English, the very sentences of the content module for every window', () => {
    const texts = callBackTexts('en');
    for (const time of [...CALL_TIMES, null]) {
      for (const emailed of [true, false]) {
        expect(words(texts, time, emailed)).toBe(CALLBACK_FORM.confirmation.description(time, emailed));
      }
    }
    expect(words(texts, 'evening', true)).toBe(
      'A licensed advisor will call you in the evening, between 5 PM and 8 PM ET. We have sent a confirmation to your e-mail.',
    );
    expect(texts.callTimeLabels.morning).toBe('Morning (8 AM to 12 PM ET)');
    expect(texts.submit).toBe('Request My Call Back');
  });

  it('gives a Spanish page its own words only', () => {
    const texts = callBackTexts('es');
    expect(words(texts, 'evening', true)).toBe(
      'Un asesor con licencia le llamará por la noche, entre las 5 p. m. y las 8 p. m. (hora del Este). Le enviamos una confirmación a su correo electrónico.',
    );
    expect(words(texts, null, false)).toBe(
      'Un asesor con licencia le llamará en nuestro horario de atención. Guarde su número de referencia: no le enviamos un correo electrónico de confirmación.',
    );
    expect(texts.confirmationTitle).toBe('Llamada solicitada');
    expect(JSON.stringify(texts)).not.toMatch(/licensed|Request|Morning|e-mail/);
  });
});
