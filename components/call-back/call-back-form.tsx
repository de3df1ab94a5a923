'use client';

import { useState } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import type { ConsentWording } from '@/content/consent';
import { FormConfirmation } from '@/components/forms/form-confirmation';
import { FormErrorNotice } from '@/components/forms/form-error-notice';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { LanguageField } from '@/components/forms/language-field';
import { useLocalizeMessage } from '@/components/forms/messages-context';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSubmissionForm } from '@/components/forms/use-submission-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { apiRequest } from '@/lib/api-client';
import { CALL_TIMES, leadFromFormFields, type CallTime } from '@/lib/fields/lead';
import type { Locale } from '@/lib/i18n/locale';
import { utmFromSearch } from '@/lib/utm';
import { submitForm } from '@/server/submissions/form-action';
import type { CallBackTexts } from './call-back-texts';

/** The form's schema, fetched when the visitor first enters a field (decision 165). */
const loadSchema = () => import('@/lib/schemas/lead-form').then((module) => module.callbackFormSchema);
// Without JavaScript: the one form action, bound to this form's key (server/submissions/registry.ts).
const submitCallback = submitForm.bind(null, 'lead_callback');

/**
 * A call-back request (a lead of kind 'callback', docs/decisions/091), where no booking widget or
 * agent calendar is configured. JSON to /api/leads with JavaScript, the server action without;
 * either way the visitor ends on the on-page confirmation with the reference.
 */
const callTimeOf = (value: unknown): CallTime | null =>
  (CALL_TIMES as readonly unknown[]).includes(value) ? (value as CallTime) : null;

/** The confirmation's words for what the visitor picked and whether the e-mail was queued. */
function confirmationWords(texts: CallBackTexts, time: CallTime | null, emailed: boolean): string {
  const sentences = texts.confirmations[time ?? 'unknown'];
  return emailed ? sentences.emailed : sentences.notEmailed;
}

export function CallBackForm({
  consent,
  startOverHref,
  texts,
  locale,
}: {
  consent: ConsentWording;
  startOverHref: string;
  /** The page's language (call-back-texts.ts): the server picks them, so one language ships. */
  texts: CallBackTexts;
  locale: Locale;
}) {
  const { labels, hints, prompts } = texts;
  const localize = useLocalizeMessage();
  // The window the visitor picked, for the confirmation's words (the server action hands it back without JavaScript).
  const [sentTime, setSentTime] = useState<CallTime | null>(null);
  // Whether the server queued a confirmation e-mail (none to an address that opted out): the page promises only that.
  const [emailed, setEmailed] = useState(true);
  const form = useSubmissionForm({
    schema: loadSchema,
    action: submitCallback,
    send: async (fields, _form, headers) => {
      setSentTime(callTimeOf(fields.bestTime));
      const lead = {
        ...(leadFromFormFields(fields) as Record<string, unknown>),
        utm: utmFromSearch(window.location.search),
      };
      const answer = (await (await apiRequest('POST', '/api/leads', lead, { headers })).json()) as {
        reference: string;
        confirmationEmailed?: boolean;
      };
      setEmailed(answer.confirmationEmailed !== false);
      return answer;
    },
  });
  const { values } = form;
  // The schema's and the server's messages are the specification's English: shown in the page's language.
  const errors = Object.fromEntries(
    Object.entries(form.errors).map(([name, messages]) => [name, messages.map(localize)]),
  ) as typeof form.errors;

  if (form.submittedReference !== null) {
    return (
      <FormConfirmation
        title={texts.confirmationTitle}
        description={
          form.confirmedWithoutScript
            ? confirmationWords(texts, callTimeOf(form.state.values?.bestTime), form.state.values?.emailed !== 'no')
            : confirmationWords(texts, sentTime, emailed)
        }
        reference={form.submittedReference}
      >
        {form.confirmedWithoutScript ? (
          // A full page load on purpose: it discards the server action's result and starts a fresh form.
          <a href={startOverHref} className={buttonVariants({ variant: 'outline' })}>
            {texts.another}
          </a>
        ) : (
          <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={form.startOver}>
            {texts.another}
          </button>
        )}
      </FormConfirmation>
    );
  }

  return (
    <form key={form.formKey} {...form.formProps} className="relative grid gap-4" data-testid="call-back-form">
      <FormErrorNotice state={form.notice} focusOnLoad={form.noticeOnLoad} />
      <HoneypotField />
      <input type="hidden" name="kind" value="callback" />
      <LanguageField locale={locale} />
      <FormField name="name" label={labels.name} required errors={errors.name}>
        {(props) => <Input {...props} autoComplete="name" defaultValue={values.name} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="phone" label={labels.phone} required errors={errors.phone}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
        </FormField>
        <FormField name="email" label={labels.email} required hint={hints.email} errors={errors.email}>
          {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
        </FormField>
      </div>
      <FormField name="bestTime" label={labels.bestTime} required errors={errors.bestTime}>
        {(props) => (
          <NativeSelect {...props} defaultValue={values.bestTime ?? ''}>
            <option value="">{prompts.bestTime}</option>
            {CALL_TIMES.map((time) => (
              <option key={time} value={time}>
                {texts.callTimeLabels[time]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField name="note" label={labels.note} errors={errors.note}>
        {(props) => <Textarea {...props} rows={3} defaultValue={values.note} placeholder={texts.notePlaceholder} />}
      </FormField>
      <ConsentField wording={consent} defaultChecked={values.consent === 'on'} />
      <SubmitButton pending={form.pending} label={texts.submit} />
    </form>
  );
}
