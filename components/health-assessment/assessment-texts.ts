import * as Spanish from '@/content/es/health-assessment';
import * as English from '@/content/health-assessment';
import type { AssessmentStepId } from '@/content/health-assessment';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';

/**
 * Everything the assessment form (a client component) shows, in one language, as plain data:
 * the server page picks it and passes it down, so a page ships its own language only and no
 * function crosses to the client (decision 182).
 */
export interface AssessmentTexts {
  /** The steps' structure is the English module's; their words the page's language. */
  steps: readonly { id: AssessmentStepId; title: string; help: string; fields: readonly string[] }[];
  coverageChoices: readonly { value: string; label: string }[];
  /** "Step 1 of 4", ... one per step. */
  stepLabels: readonly string[];
  back: string;
  next: string;
  submit: string;
  labels: { [K in keyof typeof English.ASSESSMENT_FORM.labels]: string };
  prompts: { [K in keyof typeof English.ASSESSMENT_FORM.prompts]: string };
  hints: { [K in keyof typeof English.ASSESSMENT_FORM.hints]: string };
}

export function assessmentTexts(locale: Locale): AssessmentTexts {
  const form = pick(locale, English.ASSESSMENT_FORM, Spanish.ASSESSMENT_FORM);
  const steps = pick(locale, English.ASSESSMENT_STEPS, Spanish.ASSESSMENT_STEPS);
  const choices = pick(locale, English.COVERAGE_CHOICES, Spanish.COVERAGE_CHOICES);
  const total = English.ASSESSMENT_STEPS.length;
  return {
    steps: English.ASSESSMENT_STEPS.map((step, index) => ({
      id: step.id,
      fields: step.fields,
      title: steps[index]!.title,
      help: steps[index]!.help,
    })),
    coverageChoices: English.COVERAGE_CHOICES.map((choice, index) => ({
      value: choice.value,
      label: choices[index]!.label,
    })),
    stepLabels: English.ASSESSMENT_STEPS.map((_, index) => form.stepOf(index + 1, total)),
    back: form.back,
    next: form.next,
    submit: form.submit,
    labels: form.labels,
    prompts: form.prompts,
    hints: form.hints,
  };
}
