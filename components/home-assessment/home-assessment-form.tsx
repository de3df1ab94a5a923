'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import type { ConsentWording } from '@/content/consent';
import { FormErrorNotice } from '@/components/forms/form-error-notice';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSubmissionForm } from '@/components/forms/use-submission-form';
import { ResultsLoading } from '@/components/results/results-states';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { CONSTRUCTION_TYPES, DEFAULT_DEDUCTIBLE, PREFERRED_DEDUCTIBLES } from '@/content/home-insurance-rates';
import { apiRequest } from '@/lib/api-client';
import { formatUsd } from '@/lib/currency';
import type { InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';
import { US_STATES } from '@/lib/us-states';
import { submitHomeAssessmentAction } from '@/server/insurance/actions';

/** The form's schema, fetched when the visitor first enters a field (decision 165). */
const loadSchema = () => import('@/lib/schemas/home-assessment').then((module) => module.homeAssessmentSchema);

/**
 * The home assessment, on the form kit like every other form: labels with asterisks, messages
 * after a change or a submit, the values kept without JavaScript. With JavaScript it posts JSON to
 * POST /api/insurance/options and opens the results; without, the server action stores it and
 * redirects to them. Hints carry the examples, so no field looks filled in when it is not.
 */
export function HomeAssessmentForm({ consent }: { consent: ConsentWording }) {
  const router = useRouter();
  // The results page is read on the server (decision 166); while the router fetches it, the
  // visitor sees the specification's loading state here, where the form was.
  const [openingResults, setOpeningResults] = useState(false);
  const form = useSubmissionForm({
    schema: loadSchema,
    action: submitHomeAssessmentAction,
    send: async (fields) =>
      (await apiRequest('POST', '/api/insurance/options', fields)).json() as Promise<
        InsuranceOptionsResponse & { reference?: string }
      >,
    onSuccess: (created) => {
      // From the bottom of a long form the router may keep the scroll position while the shorter
      // loading state shows, leaving the results' heading under the sticky header: start at the top.
      window.scrollTo({ top: 0 });
      setOpeningResults(true);
      router.push(`/results/${created.assessmentId}`);
    },
  });
  const { errors, values } = form;

  if (openingResults) return <ResultsLoading headingLevel={2} />;

  return (
    <form key={form.formKey} {...form.formProps} className="relative grid gap-8">
      <FormErrorNotice state={form.state} />
      <HoneypotField />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Your home</legend>
        <FormField name="state" label="State" required errors={errors.state}>
          {(props) => (
            <NativeSelect {...props} autoComplete="address-level1" defaultValue={values.state ?? ''}>
              <option value="">Select your state</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField name="zipCode" label="ZIP code" required errors={errors.zipCode}>
          {(props) => <Input {...props} inputMode="numeric" autoComplete="postal-code" defaultValue={values.zipCode} />}
        </FormField>
        <FormField
          name="dwellingCoverage"
          label="Estimated rebuild cost (USD)"
          required
          hint="What it would cost to rebuild the home, not its market price; for example 360000."
          errors={errors.dwellingCoverage}
        >
          {(props) => <Input {...props} inputMode="numeric" defaultValue={values.dwellingCoverage} />}
        </FormField>
        <FormField
          name="squareFeet"
          label="Size (square feet)"
          required
          hint="For example 2000."
          errors={errors.squareFeet}
        >
          {(props) => <Input {...props} inputMode="numeric" defaultValue={values.squareFeet} />}
        </FormField>
        <FormField name="yearBuilt" label="Year built" required hint="For example 2005." errors={errors.yearBuilt}>
          {(props) => <Input {...props} inputMode="numeric" defaultValue={values.yearBuilt} />}
        </FormField>
        <FormField name="construction" label="Construction" required errors={errors.construction}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.construction ?? ''}>
              <option value="">Select the construction</option>
              {CONSTRUCTION_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField name="roofAge" label="Roof age (years)" required hint="0 for a new roof." errors={errors.roofAge}>
          {(props) => <Input {...props} inputMode="numeric" defaultValue={values.roofAge} />}
        </FormField>
        <FormField
          name="claimsLastFiveYears"
          label="Claims in the last five years"
          required
          errors={errors.claimsLastFiveYears}
        >
          {(props) => (
            <NativeSelect {...props} defaultValue={values.claimsLastFiveYears ?? ''}>
              <option value="">Select the number of claims</option>
              <option value="0">None</option>
              <option value="1">1</option>
              <option value="2">2</option>
              <option value="3">3 or more</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField name="preferredDeductible" label="Preferred deductible" required errors={errors.preferredDeductible}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.preferredDeductible ?? String(DEFAULT_DEDUCTIBLE)}>
              {PREFERRED_DEDUCTIBLES.map((deductible) => (
                <option key={deductible} value={deductible}>
                  {formatUsd(deductible)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">How we reach you</legend>
        <div className="sm:col-span-2">
          <FormField name="fullName" label="Full name" required errors={errors.fullName}>
            {(props) => <Input {...props} autoComplete="name" defaultValue={values.fullName} />}
          </FormField>
        </div>
        <FormField name="email" label="E-mail" required errors={errors.email}>
          {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
        </FormField>
        <FormField name="phone" label="Phone" required errors={errors.phone}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
        </FormField>
      </fieldset>

      <div className="grid gap-4">
        <ConsentField wording={consent} defaultChecked={values.consent === 'on'} />
        <SubmitButton
          pending={form.pending}
          label="See My Options"
          pendingLabel="Finding your options..."
          className="w-full sm:w-auto sm:justify-self-start"
        />
      </div>
    </form>
  );
}
