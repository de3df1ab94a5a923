'use client';

import { FormConfirmation } from '@/components/forms/form-confirmation';
import { FormErrorNotice } from '@/components/forms/form-error-notice';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { LanguageField } from '@/components/forms/language-field';
import { useLocalizeMessage } from '@/components/forms/messages-context';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSubmissionForm } from '@/components/forms/use-submission-form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { OPT_OUT_PAGE } from '@/content/opt-out';
import { apiRequest } from '@/lib/api-client';
import { OPT_OUT_REASON_MAX } from '@/lib/fields/opt-out';
import type { Locale } from '@/lib/i18n/locale';
import type { Translation } from '@/lib/i18n/translation';
import { submitOptOutAction } from '@/server/opt-out/actions';

/** The form's schema, fetched when the visitor first enters a field (decision 165). */
const loadSchema = () => import('@/lib/schemas/opt-out').then((module) => module.optOutSchema);

/**
 * The opt-out form, on the form kit: JSON to /api/opt-out with JavaScript, the server action
 * without. Either way it ends on the confirmation with the opt-out's reference. Its words come
 * from the page in the page's language; the schema's and the server's messages (English) are
 * shown through the page's message catalogue.
 */
export function OptOutForm({ locale, copy }: { locale: Locale; copy: Translation<typeof OPT_OUT_PAGE> }) {
  const localize = useLocalizeMessage();
  const form = useSubmissionForm({
    schema: loadSchema,
    action: submitOptOutAction,
    send: async (fields) => (await apiRequest('POST', '/api/opt-out', fields)).json() as Promise<{ reference: string }>,
    successToast: copy.toast,
  });
  const { values } = form;
  const errors = (field: string) => form.errors[field]?.map(localize);

  if (form.submittedReference !== null) {
    return (
      <FormConfirmation
        title={copy.successTitle}
        description={copy.successDescription}
        reference={form.submittedReference}
      />
    );
  }

  return (
    <form key={form.formKey} {...form.formProps} className="relative grid gap-6">
      <FormErrorNotice state={form.notice} focusOnLoad={form.noticeOnLoad} />
      <HoneypotField />
      <LanguageField locale={locale} />
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold">{copy.fieldsLegend}</legend>
        <FormField name="email" label={copy.emailLabel} errors={errors('email')}>
          {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
        </FormField>
        <FormField name="phone" label={copy.phoneLabel} errors={errors('phone')}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
        </FormField>
      </fieldset>
      <FormField name="reason" label={copy.reasonLabel} hint={copy.reasonHint} errors={errors('reason')}>
        {(props) => <Textarea {...props} rows={3} maxLength={OPT_OUT_REASON_MAX} defaultValue={values.reason} />}
      </FormField>
      <SubmitButton pending={form.pending} label={copy.submit} />
    </form>
  );
}
