import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_RATES_NOTICE } from '@/content/home-insurance-rates';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';
import { renderOptionsPdf, type OptionsPdfInput } from './options-pdf';

function option(id: string, providerName: string, monthlyPremium: number, recommended = false): InsuranceOption {
  return {
    id,
    type: 'homeowners',
    providerName,
    coverageAmount: 360000,
    monthlyPremium,
    yearlyPremium: monthlyPremium * 11.5,
    features: ['Replacement cost on the dwelling'],
    recommended,
    coverageDetails: {
      deductible: 3000,
      liabilityCoverage: 300000,
      personalPropertyCoverage: 180000,
      medicalPayments: 5000,
    },
  };
}

const OPTIONS = [
  option('ins_1', 'Standard Coverage', 120, true),
  option('ins_2', 'Enhanced Coverage', 138),
  option('ins_3', 'Essential Coverage', 102),
];

async function pdfText(overrides: Partial<OptionsPdfInput>): Promise<string> {
  const bytes = await renderOptionsPdf({
    assessmentId: 4821,
    options: OPTIONS,
    selectedInsuranceId: null,
    stateName: 'Pennsylvania',
    exampleRates: true,
    contact: { phone: '(202) 555-0142', email: 'help@example.com', resultsUrl: null },
    generatedAt: new Date('2026-11-25T12:00:00Z'),
    ...overrides,
  });
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('the results PDF a visitor downloads (issue 24, item 3)', () => {
  it('says plainly that the figures are estimates, with no setting, file or table names', async () => {
    const text = await pdfText({ exampleRates: true });
    expect(text).toContain(EXAMPLE_RATES_NOTICE);
    expect(text).toContain('not a binding quote');
    for (const developerWords of [
      /RATES_FILE/,
      /rating table/i,
      /not set\b/i,
      /example (rating )?table/i,
      /\bsetting\b/i,
    ])
      expect(text).not.toMatch(developerWords);
  });

  it('marks the confirmed plan, at the top and on its own card', async () => {
    const text = await pdfText({ selectedInsuranceId: 'ins_3' });
    expect(text).toContain('Your confirmed plan: Essential Coverage - $102/mo');
    expect(text).toContain('Your confirmed plan Essential Coverage Homeowners Insurance');
    expect(text.match(/Your confirmed plan/g)).toHaveLength(2);
    expect(text).not.toContain('Your selected plan');
  });

  it('marks the plan selected on the page before it was confirmed, beside an earlier confirmed one', async () => {
    const text = await pdfText({ selectedInsuranceId: 'ins_3', chosenInsuranceId: 'ins_2' });
    expect(text).toContain('Your confirmed plan: Essential Coverage - $102/mo');
    expect(text).toContain('Your selected plan (not yet confirmed): Enhanced Coverage - $138/mo');
    // On the plan itself: the mark sits right above its provider name.
    expect(text).toContain('Your selected plan (not yet confirmed) Enhanced Coverage Homeowners Insurance');
    expect(text).toContain('Your confirmed plan Essential Coverage Homeowners Insurance');
    expect(text).toContain('Standard Coverage (Recommended) Homeowners Insurance');
  });

  it('marks nothing for an id that names no option, and the confirmed plan once when it is also the one selected', async () => {
    expect(await pdfText({ chosenInsuranceId: 'ins_9' })).not.toMatch(/Your (selected|confirmed) plan/);
    const same = await pdfText({ selectedInsuranceId: 'ins_1', chosenInsuranceId: 'ins_1' });
    expect(same).not.toContain('Your selected plan');
    expect(same.match(/Your confirmed plan/g)).toHaveLength(2);
  });

  it('is written in Spanish for a Spanish visitor: heading, date, labels and notices, accents drawn as written (issue 26)', async () => {
    const text = await pdfText({ locale: 'es', selectedInsuranceId: 'ins_3' });
    expect(text).toContain('Sus opciones de seguro personalizadas');
    expect(text).toContain('Evaluación n.º 4821 - preparada el 25 de noviembre de 2026');
    expect(text).toContain('Su plan confirmado: Essential Coverage - $102/mes');
    expect(text).toContain('$120/mes o $1,380 al año (ahorre $60 si paga anualmente)');
    expect(text).toContain('Deducible: $3,000');
    // The Spanish results page's own notice, word for word (the PDF said "cotización definitiva" and "agente").
    expect(text).toContain('no una cotización en firme. Su asesor con licencia confirma');
    expect(text).toContain('¿Tiene preguntas? Hable con un agente con licencia');
    expect(text).toContain('Teléfono: (202) 555-0142');
    expect(text).not.toContain('?Tiene');
    expect(text).not.toMatch(/Your Personalized|Coverage Details|not a binding quote|Questions\?/);
  });

  it('names the state in Spanish words when no carrier writes there', async () => {
    const text = await pdfText({ locale: 'es', options: [] });
    expect(text).toContain('Un asesor buscará opciones en Pennsylvania');
  });
});
