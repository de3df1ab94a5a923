'use client';

import { ConsentField } from '@/components/forms/consent-field';
import type { ConsentWording } from '@/content/consent';
import { FormConfirmation } from '@/components/forms/form-confirmation';
import { FormErrorNotice } from '@/components/forms/form-error-notice';
import { FormField } from '@/components/forms/form-field';
import { StateSelect } from '@/components/forms/state-select';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { LanguageField } from '@/components/forms/language-field';
import { useLocalizeMessage } from '@/components/forms/messages-context';
import { SubmitButton } from '@/components/forms/submit-button';
import { type SuccessToast, useSubmissionForm } from '@/components/forms/use-submission-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { BUSINESS_FORM } from '@/content/submissions/business-inquiry';
import { apiRequest } from '@/lib/api-client';
import type { Locale } from '@/lib/i18n/locale';
import { fillTemplate } from '@/lib/i18n/messages';
import type { Translation } from '@/lib/i18n/translation';
import type { EMPLOYEE_COUNTS } from '@/lib/schemas/business-inquiry';
import type { StateOption } from '@/lib/us-states';
import { submitForm } from '@/server/submissions/form-action';

/** The form's schema, fetched when the visitor first enters a field (decision 165). */
const loadSchema = () => import('@/lib/schemas/business-inquiry').then((module) => module.businessInquirySchema);
// Without JavaScript: the one form action, bound to this form's key (server/submissions/registry.ts).
const submitBusinessInquiry = submitForm.bind(null, 'business_inquiry');

/**
 * The small-business quote form, on the form kit: JSON to /api/business-inquiry with
 * JavaScript, the server action without. Either way the visitor ends on the on-page
 * confirmation with the inquiry's reference, so nobody sends it twice.
 */
export function BusinessInquiryForm({
  locale,
  texts,
  successToast,
  expectedResponse,
  formPath,
  consent,
  employeeCounts,
  stateOptions,
}: {
  locale: Locale;
  /** The form's words in the page's language (content/submissions/business-inquiry.ts or its Spanish). */
  texts: Translation<typeof BUSINESS_FORM>;
  /** The toast on success, in English (shown through the page's message catalogue). */
  successToast: SuccessToast;
  expectedResponse: string;
  /** The page in its language: a fresh form after a confirmation without JavaScript. */
  formPath: string;
  consent: ConsentWording;
  /** The employee-count choices (lib/schemas/business-inquiry.ts), from the page: no schema in the form's script. */
  employeeCounts: typeof EMPLOYEE_COUNTS;
  /** The state select's options in the page's language, posting the English name the inquiry stores. */
  stateOptions?: readonly StateOption[];
}) {
  const localize = useLocalizeMessage();
  const form = useSubmissionForm({
    schema: loadSchema,
    action: submitBusinessInquiry,
    send: async (fields, _form, headers) =>
      (await apiRequest('POST', '/api/business-inquiry', fields, { headers })).json() as Promise<{ reference: string }>,
    successToast,
  });
  const { errors, values } = form;

  if (form.submittedReference !== null) {
    return (
      <FormConfirmation
        title={localize(successToast.title)}
        description={localize(successToast.description)}
        reference={form.submittedReference}
      >
        <p className="rounded-md bg-muted px-4 py-2 font-medium">{expectedResponse}</p>
        {form.confirmedWithoutScript ? (
          // A full page load on purpose: it discards the server action's result and starts a fresh form.
          <a href={formPath} className={buttonVariants({ variant: 'outline' })}>
            {texts.sendAnother}
          </a>
        ) : (
          <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={form.startOver}>
            {texts.sendAnother}
          </button>
        )}
      </FormConfirmation>
    );
  }

  return (
    <form key={form.formKey} {...form.formProps} className="relative grid gap-8">
      <FormErrorNotice state={form.notice} focusOnLoad={form.noticeOnLoad} />
      <LanguageField locale={locale} />
      <HoneypotField />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{texts.companySection}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="companyName" label={texts.companyName} required errors={errors.companyName}>
            {(props) => <Input {...props} autoComplete="organization" defaultValue={values.companyName} />}
          </FormField>
          <FormField name="contactName" label={texts.contactName} required errors={errors.contactName}>
            {(props) => <Input {...props} autoComplete="name" defaultValue={values.contactName} />}
          </FormField>
          <FormField name="email" label={texts.email} required errors={errors.email}>
            {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
          </FormField>
          <FormField name="phone" label={texts.phone} required errors={errors.phone}>
            {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
          </FormField>
        </div>
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{texts.detailsSection}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField name="employeeCount" label={texts.employeeCount} required errors={errors.employeeCount}>
            {(props) => (
              <NativeSelect {...props} defaultValue={values.employeeCount ?? ''}>
                <option value="">{texts.employeeCountPlaceholder}</option>
                {employeeCounts.map((count) => (
                  <option key={count} value={count}>
                    {fillTemplate(texts.employees, { count })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField name="state" label={texts.state} required errors={errors.state}>
            {(props) => (
              <StateSelect
                {...props}
                posts="englishName"
                options={stateOptions}
                placeholder={texts.statePlaceholder}
                defaultValue={values.state}
              />
            )}
          </FormField>
          <FormField name="zipCode" label={texts.zipCode} required errors={errors.zipCode}>
            {(props) => (
              <Input {...props} inputMode="numeric" autoComplete="postal-code" defaultValue={values.zipCode} />
            )}
          </FormField>
          <fieldset className="grid gap-1.5">
            <legend className="text-sm font-medium">{texts.subsidize}</legend>
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
                  {option === 'yes' ? texts.yes : texts.no}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <FormField name="additionalDetails" label={texts.additionalDetails} errors={errors.additionalDetails}>
          {(props) => (
            <Textarea
              {...props}
              rows={4}
              defaultValue={values.additionalDetails}
              placeholder={texts.additionalDetailsPlaceholder}
            />
          )}
        </FormField>
      </fieldset>
      <div className="grid gap-4">
        <ConsentField wording={consent} defaultChecked={values.consent === 'on'} />
        <SubmitButton pending={form.pending} label={texts.submit} />
      </div>
    </form>
  );
}
