'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import type { ConsentWording } from '@/content/consent';
import { FormErrorNotice } from '@/components/forms/form-error-notice';
import { FormField } from '@/components/forms/form-field';
import { StateSelect } from '@/components/forms/state-select';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { LanguageField } from '@/components/forms/language-field';
import { useLocalizeMessage } from '@/components/forms/messages-context';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSubmissionForm } from '@/components/forms/use-submission-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { AssessmentStepId } from '@/content/health-assessment';
import { apiRequest } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n/locale';
import { COVERAGE_FIELD_PREFIX, leadFromFormFields, MAX_HOUSEHOLD } from '@/lib/fields/lead';
import type { StateOption } from '@/lib/us-states';
import { utmFromSearch } from '@/lib/utm';
import { submitForm } from '@/server/submissions/form-action';
import type { AssessmentTexts } from './assessment-texts';

/**
 * Without JavaScript: every step shown, the submit button shown, the step counter and Next gone;
 * the one-page form the server action answers. Steps are hidden by a class, not the `hidden`
 * attribute, because Tailwind's base layer makes `[hidden]` an !important that this cannot undo.
 */
const NO_SCRIPT_STYLE =
  '[data-assessment-step]{display:grid!important}' +
  '[data-assessment-submit]{display:contents!important}' +
  '[data-stepped-only]{display:none!important}';

const loadSchema = () => import('@/lib/schemas/lead-form').then((module) => module.assessmentFormSchema);
// Without JavaScript: the one form action, bound to this form's key (server/submissions/registry.ts).
const submitAssessment = submitForm.bind(null, 'lead_assessment');

/** The first step that asks for one of these fields (where a problem must be shown). */
function firstStepWith(
  steps: AssessmentTexts['steps'],
  fieldErrors: Record<string, string[]> | undefined,
): number | undefined {
  const names = Object.keys(fieldErrors ?? {});
  const index = steps.findIndex((step) => step.fields.some((field) => names.includes(field)));
  return index === -1 ? undefined : index;
}

/** A step's history entry: '#step-2' for the second, the page's own address for the first. */
const STEP_FRAGMENT = /^#step-(\d+)$/;

function addressOfStep(index: number): string {
  return index === 0 ? `${window.location.pathname}${window.location.search}` : `#step-${index + 1}`;
}

/** The step the current history entry names (the first when it names none, or one out of range). */
function stepInAddress(lastStep: number): number {
  const named = STEP_FRAGMENT.exec(window.location.hash);
  const index = named ? Number(named[1]) - 1 : 0;
  return index >= 0 && index <= lastStep ? index : 0;
}

/**
 * The site's own health assessment (docs/decisions/091). Without JavaScript it is one page with
 * every question, posted to a server action that redirects to /thank-you. With JavaScript it is
 * shown one step at a time: Next checks the step's answers with the shared schema and moves the
 * focus to the next step's heading; the last step posts JSON to /api/leads and opens the
 * thank-you URL the server answers (state, household size and income for the suggestion).
 *
 * The server's HTML is already the first step, so nothing moves when the script arrives (the
 * whole form collapsing to one step on hydration was a layout shift of 0.4, decision 176); the
 * `<noscript>` style below turns that HTML back into the one-page form when JavaScript is off.
 */
export function HealthAssessmentForm({
  consent,
  texts,
  locale,
  stateOptions,
}: {
  consent: ConsentWording;
  /** The page's language (assessment-texts.ts): the server picks them, so one language ships. */
  texts: AssessmentTexts;
  locale: Locale;
  /** The state select's options in the page's language (lib/i18n/state-names.ts); none: the English list. */
  stateOptions?: readonly StateOption[];
}) {
  const { steps, labels, hints, prompts } = texts;
  const lastStep = steps.length - 1;
  const localize = useLocalizeMessage();
  const router = useRouter();
  // Between the answer and the thank-you page the button stays busy, so nobody sends it twice.
  const [leaving, setLeaving] = useState(false);
  const form = useSubmissionForm({
    schema: loadSchema,
    action: submitAssessment,
    send: async (fields, _form, headers) => {
      const lead = {
        ...(leadFromFormFields(fields) as Record<string, unknown>),
        utm: utmFromSearch(window.location.search),
      };
      return (await apiRequest('POST', '/api/leads', lead, { headers })).json() as Promise<{
        reference: string;
        thankYouUrl: string;
      }>;
    },
    onSuccess: (lead) => {
      setLeaving(true);
      router.push(lead.thankYouUrl);
    },
    onInvalid: (fieldErrors) => moveTo(firstStepWith(steps, fieldErrors), 'replace'),
  });
  const { values } = form;
  // The schema's and the server's messages are the specification's English: shown in the page's language.
  const errors = Object.fromEntries(
    Object.entries(form.errors).map(([name, messages]) => [name, messages.map(localize)]),
  ) as typeof form.errors;
  // A submission before the script ran may have come back with problems: open their step.
  const [step, setStep] = useState(() => firstStepWith(steps, form.state.fieldErrors) ?? 0);
  const headings = useRef<(HTMLHeadingElement | null)[]>([]);
  const stepChangedByVisitor = useRef(false);

  function showStep(index: number | undefined) {
    if (index === undefined || index === step) return;
    stepChangedByVisitor.current = true;
    setStep(index);
  }

  /**
   * Each step the visitor moves forward to is a history entry (the browser's own pushState, which
   * Next.js documents as part of its router), so a phone's Back button goes to the previous step
   * and keeps the answers instead of leaving the assessment. The entry is a fragment: nothing
   * reaches the server or the page cache, and no answer is in the address. `entriesBehind` counts
   * this form's entries behind the current one, so the form's Back walks them as the browser's does.
   */
  const entriesBehind = useRef(0);
  const shownStep = useRef(step);
  useEffect(() => {
    shownStep.current = step;
  }, [step]);

  function moveTo(index: number | undefined, entry: 'push' | 'replace') {
    if (index === undefined || index === step) return;
    window.history[entry === 'push' ? 'pushState' : 'replaceState'](null, '', addressOfStep(index));
    if (entry === 'push') entriesBehind.current += 1;
    showStep(index);
  }

  function back() {
    if (entriesBehind.current > 0) window.history.back();
    else moveTo(step - 1, 'replace');
  }

  useEffect(() => {
    // A step named by an entry from before this page drew the form (a reload, or Back from the
    // thank-you page) has lost its answers: the assessment starts again at its first step.
    if (STEP_FRAGMENT.test(window.location.hash)) window.history.replaceState(null, '', addressOfStep(0));
    const followHistory = () => {
      const index = stepInAddress(lastStep);
      if (index === shownStep.current) return;
      entriesBehind.current = Math.max(0, entriesBehind.current + (index < shownStep.current ? -1 : 1));
      stepChangedByVisitor.current = true;
      setStep(index);
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, [lastStep]);

  useEffect(() => {
    if (!stepChangedByVisitor.current) return;
    stepChangedByVisitor.current = false;
    const heading = headings.current[step];
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  }, [step]);

  async function next(formElement: HTMLFormElement) {
    const problems = await form.validateFields(formElement, steps[step]!.fields);
    if (Object.keys(problems).length === 0) moveTo(step + 1, 'push');
  }

  const kept = form.state.status === 'error';
  const coverageChecked = (value: string) =>
    kept ? values[`${COVERAGE_FIELD_PREFIX}${value}`] === 'on' : value === 'health';

  const fieldsOf: Record<AssessmentStepId, React.ReactNode> = {
    where: (
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="state" label={labels.state} required errors={errors.state}>
          {(props) => (
            <StateSelect
              {...props}
              posts="code"
              options={stateOptions}
              placeholder={prompts.state}
              defaultValue={values.state}
            />
          )}
        </FormField>
        <FormField name="zipCode" label={labels.zipCode} required errors={errors.zipCode}>
          {(props) => <Input {...props} inputMode="numeric" autoComplete="postal-code" defaultValue={values.zipCode} />}
        </FormField>
      </div>
    ),
    household: (
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="householdSize" label={labels.householdSize} required errors={errors.householdSize}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.householdSize ?? ''}>
              <option value="">{prompts.householdSize}</option>
              {Array.from({ length: MAX_HOUSEHOLD }, (_, index) => index + 1).map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          name="yearlyIncome"
          label={labels.yearlyIncome}
          required
          hint={hints.yearlyIncome}
          errors={errors.yearlyIncome}
        >
          {(props) => <Input {...props} inputMode="numeric" defaultValue={values.yearlyIncome} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField name="ages" label={labels.ages} required hint={hints.ages} errors={errors.ages}>
            {(props) => <Input {...props} inputMode="numeric" defaultValue={values.ages} />}
          </FormField>
        </div>
      </div>
    ),
    coverage: (
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{labels.coverage}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {texts.coverageChoices.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={`${COVERAGE_FIELD_PREFIX}${choice.value}`}
                defaultChecked={coverageChecked(choice.value)}
                className="size-4 accent-primary"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {errors.coverage && <p className="text-sm text-destructive">{errors.coverage[0]}</p>}
      </fieldset>
    ),
    contact: (
      <div className="grid gap-4">
        <FormField name="name" label={labels.name} required errors={errors.name}>
          {(props) => <Input {...props} autoComplete="name" defaultValue={values.name} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="email" label={labels.email} required errors={errors.email}>
            {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
          </FormField>
          <FormField name="phone" label={labels.phone} required errors={errors.phone}>
            {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
          </FormField>
        </div>
        <ConsentField wording={consent} defaultChecked={values.consent === 'on'} />
      </div>
    ),
  };

  return (
    <>
      {/* Outside the form: inside, it would be a grid item, a row of its own with its gap. */}
      <noscript>
        <style>{NO_SCRIPT_STYLE}</style>
      </noscript>
      <form
        {...form.formProps}
        onSubmit={(event) => {
          // Enter in a field of an earlier step means Next, not "send the whole form".
          if (step < lastStep) {
            event.preventDefault();
            void next(event.currentTarget);
            return;
          }
          void form.formProps.onSubmit(event);
        }}
        className="relative grid gap-8"
        data-testid="health-assessment"
      >
        <FormErrorNotice state={form.notice} focusOnLoad={form.noticeOnLoad} />
        <HoneypotField />
        <input type="hidden" name="kind" value="assessment" />
        <LanguageField locale={locale} />
        <p data-stepped-only className="text-sm font-medium text-muted-foreground" aria-live="polite">
          {texts.stepLabels[step]}
        </p>
        {steps.map((item, index) => (
          <fieldset key={item.id} data-assessment-step className={index === step ? 'grid gap-4' : 'hidden gap-4'}>
            <legend className="contents">
              <h2
                ref={(element) => {
                  headings.current[index] = element;
                }}
                tabIndex={-1}
                className="scroll-mt-28 text-xl font-semibold outline-offset-4"
              >
                {item.title}
              </h2>
            </legend>
            <p className="-mt-2 text-sm text-muted-foreground">{item.help}</p>
            {fieldsOf[item.id]}
          </fieldset>
        ))}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step > 0 ? (
            // Stepped only: without JavaScript every step is on the page and this button could do nothing.
            <button
              type="button"
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
              data-stepped-only
              onClick={back}
            >
              {texts.back}
            </button>
          ) : (
            <span aria-hidden="true" />
          )}
          {step < lastStep && (
            <button
              type="button"
              className={buttonVariants({ size: 'lg' })}
              data-stepped-only
              onClick={(event) => void next(event.currentTarget.form!)}
            >
              {texts.next}
            </button>
          )}
          <div data-assessment-submit className={step < lastStep ? 'hidden' : 'contents'}>
            <SubmitButton
              pending={form.pending || leaving}
              label={texts.submit}
              weight="bold"
              className="tracking-wide"
            />
          </div>
        </div>
      </form>
    </>
  );
}
