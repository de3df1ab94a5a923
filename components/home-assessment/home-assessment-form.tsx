'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import type { ConsentWording } from '@/content/consent';
import { FormErrorNotice } from '@/components/forms/form-error-notice';
import { FormField } from '@/components/forms/form-field';
import { StateSelect } from '@/components/forms/state-select';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { LanguageField } from '@/components/forms/language-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSubmissionForm } from '@/components/forms/use-submission-form';
import { ResultsLoading } from '@/components/results/results-loading';
import type { ResultsLoadingTexts } from '@/components/results/results-texts';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { HOME_ASSESSMENT_FORM } from '@/content/home-insurance-pages';
import type { CONSTRUCTION_TYPES } from '@/content/home-insurance-rates';
import { DEFAULT_DEDUCTIBLE } from '@/content/home-insurance-rates';
import { apiRequest } from '@/lib/api-client';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import type { Translation } from '@/lib/i18n/translation';
import type { InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';
import type { StateOption } from '@/lib/us-states';
import { submitForm } from '@/server/submissions/form-action';

/** The form's words in the page's language, handed over by the server page (decision 182). */
export interface HomeAssessmentFormTexts {
  form: Translation<typeof HOME_ASSESSMENT_FORM>;
  constructionTypes: Translation<typeof CONSTRUCTION_TYPES>;
  /** The deductibles as the page's language writes them ("$3,000"), formatted on the server. */
  deductibles: readonly { value: number; label: string }[];
  loading: ResultsLoadingTexts;
}

const submitAssessment = submitForm.bind(null, 'home_assessment');

/** The form's schema, fetched when the visitor first enters a field (decision 165). */
const loadSchema = () => import('@/lib/schemas/home-assessment').then((module) => module.homeAssessmentSchema);

/**
 * The home assessment, on the form kit like every other form: labels with asterisks, messages
 * after a change or a submit, the values kept without JavaScript. With JavaScript it posts JSON to
 * POST /api/insurance/options and opens the results; without, the server action stores it and
 * redirects to them. Hints carry the examples, so no field looks filled in when it is not. The
 * results open in the form's language, either way (the posted `language`).
 */
export function HomeAssessmentForm({
  consent,
  locale,
  texts,
  stateOptions,
}: {
  consent: ConsentWording;
  locale: Locale;
  texts: HomeAssessmentFormTexts;
  /** The state select's options in the page's language (lib/i18n/state-names.ts); none: the English list. */
  stateOptions?: readonly StateOption[];
}) {
  const t = texts.form;
  const router = useRouter();
  // The results page is read on the server (decision 166); while the router fetches it, the
  // visitor sees the specification's loading state here, where the form was.
  const [openingResults, setOpeningResults] = useState(false);
  const form = useSubmissionForm({
    schema: loadSchema,
    action: submitAssessment,
    send: async (fields, _form, headers) =>
      (await apiRequest('POST', '/api/insurance/options', fields, { headers })).json() as Promise<
        InsuranceOptionsResponse & { reference?: string }
      >,
    onSuccess: (created) => {
      // From the bottom of a long form the router may keep the scroll position while the shorter
      // loading state shows, leaving the results' heading under the sticky header: start at the top.
      window.scrollTo({ top: 0 });
      setOpeningResults(true);
      router.push(localizedPath(`/results/${created.assessmentId}`, locale));
    },
  });
  const { errors, values } = form;

  if (openingResults) return <ResultsLoading texts={texts.loading} headingLevel={2} />;

  return (
    <form key={form.formKey} {...form.formProps} className="relative grid gap-8">
      <FormErrorNotice state={form.notice} focusOnLoad={form.noticeOnLoad} />
      <HoneypotField />
      <LanguageField locale={locale} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t.homeLegend}</legend>
        <FormField name="state" label={t.state} required errors={errors.state}>
          {(props) => (
            <StateSelect
              {...props}
              posts="code"
              options={stateOptions}
              placeholder={t.statePlaceholder}
              defaultValue={values.state}
            />
          )}
        </FormField>
        <FormField name="zipCode" label={t.zipCode} required errors={errors.zipCode}>
          {(props) => <Input {...props} inputMode="numeric" autoComplete="postal-code" defaultValue={values.zipCode} />}
        </FormField>
        <FormField
          name="dwellingCoverage"
          label={t.dwellingCoverage}
          required
          hint={t.dwellingCoverageHint}
          errors={errors.dwellingCoverage}
        >
          {(props) => <Input {...props} inputMode="numeric" defaultValue={values.dwellingCoverage} />}
        </FormField>
        <FormField name="squareFeet" label={t.squareFeet} required hint={t.squareFeetHint} errors={errors.squareFeet}>
          {(props) => <Input {...props} inputMode="numeric" defaultValue={values.squareFeet} />}
        </FormField>
        <FormField name="yearBuilt" label={t.yearBuilt} required hint={t.yearBuiltHint} errors={errors.yearBuilt}>
          {(props) => <Input {...props} inputMode="numeric" defaultValue={values.yearBuilt} />}
        </FormField>
        <FormField name="construction" label={t.construction} required errors={errors.construction}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.construction ?? ''}>
              <option value="">{t.constructionPlaceholder}</option>
              {texts.constructionTypes.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField name="roofAge" label={t.roofAge} required hint={t.roofAgeHint} errors={errors.roofAge}>
          {(props) => <Input {...props} inputMode="numeric" defaultValue={values.roofAge} />}
        </FormField>
        <FormField name="claimsLastFiveYears" label={t.claims} required errors={errors.claimsLastFiveYears}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.claimsLastFiveYears ?? ''}>
              <option value="">{t.claimsPlaceholder}</option>
              <option value="0">{t.claimsNone}</option>
              <option value="1">1</option>
              <option value="2">2</option>
              <option value="3">{t.claimsThreeOrMore}</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField name="preferredDeductible" label={t.deductible} required errors={errors.preferredDeductible}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.preferredDeductible ?? String(DEFAULT_DEDUCTIBLE)}>
              {texts.deductibles.map((deductible) => (
                <option key={deductible.value} value={deductible.value}>
                  {deductible.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t.contactLegend}</legend>
        <div className="sm:col-span-2">
          <FormField name="fullName" label={t.fullName} required errors={errors.fullName}>
            {(props) => <Input {...props} autoComplete="name" defaultValue={values.fullName} />}
          </FormField>
        </div>
        <FormField name="email" label={t.email} required errors={errors.email}>
          {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
        </FormField>
        <FormField name="phone" label={t.phone} required errors={errors.phone}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
        </FormField>
      </fieldset>

      <div className="grid gap-4">
        <ConsentField wording={consent} defaultChecked={values.consent === 'on'} />
        <SubmitButton
          pending={form.pending}
          label={t.submit}
          pendingLabel={t.pending}
          className="w-full sm:w-auto sm:justify-self-start"
        />
      </div>
    </form>
  );
}
