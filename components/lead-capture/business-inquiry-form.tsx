'use client';

import { ConsentField } from '@/components/forms/consent-field';
import type { ConsentWording } from '@/content/consent';
import { FormConfirmation } from '@/components/forms/form-confirmation';
import { FormErrorNotice } from '@/components/forms/form-error-notice';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSubmissionForm } from '@/components/forms/use-submission-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { BUSINESS_PAGE, TOASTS } from '@/content/lead-capture';
import { apiRequest } from '@/lib/api-client';
import { EMPLOYEE_COUNTS } from '@/lib/fields/business-inquiry';
import { US_STATE_NAMES } from '@/lib/us-states';
import { submitBusinessInquiryAction } from '@/server/business/actions';

/** The form's schema, fetched when the visitor first enters a field (decision 165). */
const loadSchema = () => import('@/lib/schemas/business-inquiry').then((module) => module.businessInquirySchema);

/**
 * The small-business quote form, on the form kit: JSON to /api/business-inquiry with
 * JavaScript, the server action without. Either way the visitor ends on the on-page
 * confirmation with the inquiry's reference, so nobody sends it twice.
 */
export function BusinessInquiryForm({ consent }: { consent: ConsentWording }) {
  const form = useSubmissionForm({
    schema: loadSchema,
    action: submitBusinessInquiryAction,
    send: async (fields) =>
      (await apiRequest('POST', '/api/business-inquiry', fields)).json() as Promise<{ reference: string }>,
    successToast: TOASTS.businessSuccess,
  });
  const { errors, values } = form;

  if (form.submittedReference !== null) {
    return (
      <FormConfirmation
        title={TOASTS.businessSuccess.title}
        description={TOASTS.businessSuccess.description}
        reference={form.submittedReference}
      >
        <p className="rounded-md bg-muted px-4 py-2 font-medium">{BUSINESS_PAGE.expectedResponse}</p>
        {form.confirmedWithoutScript ? (
          <Button asChild variant="outline">
            {/* A full page load on purpose: it discards the server action's result and starts a fresh form. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/small-business">Send Another Inquiry</a>
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={form.startOver}>
            Send Another Inquiry
          </Button>
        )}
      </FormConfirmation>
    );
  }

  return (
    <form key={form.formKey} {...form.formProps} className="relative grid gap-8">
      <FormErrorNotice state={form.state} />
      <HoneypotField />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Company Information</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="companyName" label="Company Name" required errors={errors.companyName}>
            {(props) => <Input {...props} autoComplete="organization" defaultValue={values.companyName} />}
          </FormField>
          <FormField name="contactName" label="Contact Name" required errors={errors.contactName}>
            {(props) => <Input {...props} autoComplete="name" defaultValue={values.contactName} />}
          </FormField>
          <FormField name="email" label="Email" required errors={errors.email}>
            {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
          </FormField>
          <FormField name="phone" label="Phone" required errors={errors.phone}>
            {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">Business Details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="employeeCount" label="Number of Employees" required errors={errors.employeeCount}>
            {(props) => (
              <NativeSelect {...props} defaultValue={values.employeeCount ?? ''}>
                <option value="">Select number of employees</option>
                {EMPLOYEE_COUNTS.map((count) => (
                  <option key={count} value={count}>
                    {count} employees
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField name="state" label="State" required errors={errors.state}>
            {(props) => (
              <NativeSelect {...props} autoComplete="address-level1" defaultValue={values.state ?? ''}>
                <option value="">Select your state</option>
                {US_STATE_NAMES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField name="zipCode" label="ZIP Code" required errors={errors.zipCode}>
            {(props) => (
              <Input {...props} inputMode="numeric" autoComplete="postal-code" defaultValue={values.zipCode} />
            )}
          </FormField>
          <fieldset className="grid gap-1.5">
            <legend className="text-sm font-medium">Do you plan to subsidize employee plans?</legend>
            <div className="flex h-10 items-center gap-6">
              {(['yes', 'no'] as const).map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="subsidizePlans"
                    value={option}
                    defaultChecked={(values.subsidizePlans ?? 'yes') === option}
                    className="size-4 accent-primary"
                  />
                  {option === 'yes' ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <FormField name="additionalDetails" label="Additional Details (optional)" errors={errors.additionalDetails}>
          {(props) => (
            <Textarea
              {...props}
              rows={4}
              defaultValue={values.additionalDetails}
              placeholder="e.g. current coverage, renewal date, what matters most to your team"
            />
          )}
        </FormField>
      </fieldset>
      <div className="grid gap-4">
        <ConsentField wording={consent} defaultChecked={values.consent === 'on'} />
        <SubmitButton pending={form.pending} label="Get My Group Quote" />
      </div>
    </form>
  );
}
