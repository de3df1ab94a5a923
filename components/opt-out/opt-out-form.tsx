'use client';

import { FormConfirmation } from '@/components/forms/form-confirmation';
import { FormErrorNotice } from '@/components/forms/form-error-notice';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSubmissionForm } from '@/components/forms/use-submission-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { OPT_OUT_PAGE } from '@/content/opt-out';
import { apiRequest } from '@/lib/api-client';
import { OPT_OUT_REASON_MAX } from '@/lib/fields/opt-out';
import { submitOptOutAction } from '@/server/opt-out/actions';

/** The form's schema, fetched when the visitor first enters a field (decision 165). */
const loadSchema = () => import('@/lib/schemas/opt-out').then((module) => module.optOutSchema);

/**
 * The opt-out form, on the form kit: JSON to /api/opt-out with JavaScript, the server action
 * without. Either way it ends on the confirmation with the opt-out's reference.
 */
export function OptOutForm() {
  const form = useSubmissionForm({
    schema: loadSchema,
    action: submitOptOutAction,
    send: async (fields) => (await apiRequest('POST', '/api/opt-out', fields)).json() as Promise<{ reference: string }>,
    successToast: OPT_OUT_PAGE.toast,
  });
  const { errors, values } = form;

  if (form.submittedReference !== null) {
    return (
      <FormConfirmation
        title={OPT_OUT_PAGE.successTitle}
        description={OPT_OUT_PAGE.successDescription}
        reference={form.submittedReference}
      />
    );
  }

  return (
    <form key={form.formKey} {...form.formProps} className="relative grid gap-6">
      <FormErrorNotice state={form.state} />
      <HoneypotField />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{OPT_OUT_PAGE.fieldsLegend}</legend>
        <FormField name="email" label={OPT_OUT_PAGE.emailLabel} errors={errors.email}>
          {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
        </FormField>
        <FormField name="phone" label={OPT_OUT_PAGE.phoneLabel} errors={errors.phone}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
        </FormField>
      </fieldset>
      <FormField name="reason" label={OPT_OUT_PAGE.reasonLabel} hint={OPT_OUT_PAGE.reasonHint} errors={errors.reason}>
        {(props) => <Textarea {...props} rows={3} maxLength={OPT_OUT_REASON_MAX} defaultValue={values.reason} />}
      </FormField>
      <SubmitButton pending={form.pending} label={OPT_OUT_PAGE.submit} />
    </form>
  );
}
