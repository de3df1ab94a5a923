import { describe, expect, it } from 'vitest';
import * as Spanish from '@/content/es/health-assessment';
import { ASSESSMENT_FORM, ASSESSMENT_STEPS, COVERAGE_CHOICES } from '@/content/health-assessment';
import { assessmentTexts } from './assessment-texts';

describe('the assessment form texts (decision 182)', () => {
  it('keeps the English form as it was', () => {
    const texts = assessmentTexts('en');
    expect(texts.steps).toEqual(ASSESSMENT_STEPS);
    expect(texts.coverageChoices).toEqual(COVERAGE_CHOICES);
    expect(texts.stepLabels).toEqual(['Step 1 of 4', 'Step 2 of 4', 'Step 3 of 4', 'Step 4 of 4']);
    expect(texts.submit).toBe(ASSESSMENT_FORM.submit);
    expect(texts.labels).toEqual(ASSESSMENT_FORM.labels);
  });

  it('asks the same questions in Spanish: the English steps and fields, the Spanish words', () => {
    const texts = assessmentTexts('es');
    expect(texts.steps.map(({ id, fields }) => ({ id, fields }))).toEqual(
      ASSESSMENT_STEPS.map(({ id, fields }) => ({ id, fields })),
    );
    // The Spanish module names the same steps and choices in the same order, so the words line up.
    expect(Spanish.ASSESSMENT_STEPS.map(({ id, fields }) => ({ id, fields }))).toEqual(
      ASSESSMENT_STEPS.map(({ id, fields }) => ({ id, fields })),
    );
    expect(Spanish.COVERAGE_CHOICES.map(({ value }) => value)).toEqual(COVERAGE_CHOICES.map(({ value }) => value));
    expect(texts.steps[0]!.title).toBe('¿Dónde vive?');
    expect(texts.coverageChoices.map(({ value, label }) => [value, label])).toContainEqual(['health', 'Salud']);
    expect(texts.stepLabels[1]).toBe('Paso 2 de 4');
    expect(texts.labels.zipCode).toBe('Código postal');
  });
});
