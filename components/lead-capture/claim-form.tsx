'use client';

import { Phone } from 'lucide-react';
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
import { type SuccessToast, useSubmissionForm } from '@/components/forms/use-submission-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { CLAIM_FORM } from '@/content/submissions/claim';
import { apiRequest } from '@/lib/api-client';
import { claimFormEndpoint } from '@/lib/claim-outcome';
import { IDLE_FORM_STATE, type FormState } from '@/lib/form-state';
import type { Locale } from '@/lib/i18n/locale';
import type { Translation } from '@/lib/i18n/translation';
import type { CLAIM_TYPES, URGENCIES } from '@/lib/schemas/claim';
import type { UploadLimits } from '@/lib/upload-limits';
import { addFiles, AttachmentPicker, selectionProblem, type PickedFile } from './attachment-picker';
import { PhoneNumber } from '@/components/content/phone-number';

/** The form's schema, fetched when the visitor first enters a field (decision 165). */
const loadSchema = () => import('@/lib/schemas/claim').then((module) => module.claimSchema);

interface Props {
  locale: Locale;
  /** The form's words in the page's language (content/submissions/claim.ts or its Spanish). */
  texts: Translation<typeof CLAIM_FORM>;
  /** The toast on success, in English (shown through the page's message catalogue). */
  successToast: SuccessToast;
  expectedResponse: string;
  noJsFilesNote: string;
  /** The claim page in the page's language: a fresh form after a confirmation without JavaScript. */
  formPath: string;
  consent: ConsentWording;
  /** The selects' choices (lib/schemas/claim.ts), from the page: the form's script carries no schema. */
  claimTypes: typeof CLAIM_TYPES;
  urgencies: typeof URGENCIES;
  limits: UploadLimits;
  phone: string;
  phoneHref: string;
  /** What a post without JavaScript came to (/claims/sent/[token]); idle on /claims. */
  outcome?: FormState;
}

/**
 * The claim form, on the form kit. With JavaScript: live validation, the file list, a streamed
 * multipart POST to /api/claims. Without: the browser posts the same multipart body to
 * /api/claims/form, which streams it through the same guarded path and redirects to
 * /claims/sent/[token]: this form again with the messages and the entered values (files must be
 * chosen again), or the confirmation (decision 103). Both end on the on-page confirmation with
 * the claim's reference.
 */
export function ClaimForm({
  locale,
  texts,
  successToast,
  expectedResponse,
  noJsFilesNote,
  formPath,
  consent,
  claimTypes,
  urgencies,
  limits,
  phone,
  phoneHref,
  outcome = IDLE_FORM_STATE,
}: Props) {
  const localize = useLocalizeMessage();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [fileError, setFileError] = useState<string | undefined>();
  const form = useSubmissionForm({
    schema: loadSchema,
    action: { url: claimFormEndpoint(locale), state: outcome },
    // A file the server refused (413, 415) is said at the files: the visitor goes there to remove it.
    refusalFocus: (status) => (status === 413 || status === 415 ? document.getElementById('attachments') : null),
    blockingProblem: () => {
      const problem = selectionProblem(files, limits);
      setFileError(problem);
      if (problem) document.getElementById('attachments')?.focus();
      return problem;
    },
    send: async (fields, _form, headers) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields))
        if (!key.startsWith('$ACTION')) body.append(key, String(value));
      files.forEach(({ file }, index) => body.append(`file_${index}`, file, file.name));
      return (await apiRequest('POST', '/api/claims', body, { headers })).json() as Promise<{
        reference: string;
        files: number;
      }>;
    },
    successToast,
  });
  const { errors, values } = form;
  // A failure without JavaScript that is not about a field (e.g. a refused file) is shown with the files; with
  // JavaScript, a refusal of the files themselves (413, 415: the server reads the bytes the picker cannot).
  const failedWithoutScript = form.state.status === 'error' && form.formKey === 0;
  const refusedFiles = form.refusedWithStatus === 413 || form.refusedWithStatus === 415;
  const serverFileError = refusedFiles
    ? form.notice.message
    : failedWithoutScript && !Object.keys(form.state.fieldErrors ?? {}).length
      ? form.state.message
      : undefined;

  if (form.submittedReference !== null) {
    return (
      <FormConfirmation
        title={localize(successToast.title)}
        description={localize(successToast.description)}
        reference={form.submittedReference}
      >
        <p className="rounded-md bg-muted px-4 py-2 font-medium">{expectedResponse}</p>
        <a
          href={phoneHref}
          className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Phone className="size-4" aria-hidden="true" />
          {/* One flex item, so the words and the number share lines: the number moves to the next line whole. */}
          <span>
            {`${texts.callNow} `}
            <PhoneNumber>{phone}</PhoneNumber>
          </span>
        </a>
        {form.confirmedWithoutScript ? (
          // A full page load on purpose: it leaves the confirmation's address and starts a fresh form.
          <a href={formPath} className={buttonVariants({ variant: 'outline' })}>
            {texts.submitAnother}
          </a>
        ) : (
          <button
            type="button"
            className={buttonVariants({ variant: 'outline' })}
            onClick={() => {
              setFiles([]);
              setFileError(undefined);
              form.startOver();
            }}
          >
            {texts.submitAnother}
          </button>
        )}
      </FormConfirmation>
    );
  }

  return (
    <form key={form.formKey} {...form.formProps} className="relative grid gap-6">
      <FormErrorNotice state={form.notice} focusOnLoad={form.noticeOnLoad} />
      {failedWithoutScript && form.refusedWithStatus === undefined && (
        <p className="text-sm text-muted-foreground">{noJsFilesNote}</p>
      )}
      {/* Before the files: a post cut short by a refused file still names its language. */}
      <LanguageField locale={locale} />
      <HoneypotField />
      <FormField name="agent" label={texts.agentLabel} hint={texts.agentHint} errors={errors.agent}>
        {(props) => <Input {...props} defaultValue={values.agent} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="firstName" label={texts.firstName} required errors={errors.firstName}>
          {(props) => <Input {...props} autoComplete="given-name" defaultValue={values.firstName} />}
        </FormField>
        <FormField name="lastName" label={texts.lastName} required errors={errors.lastName}>
          {(props) => <Input {...props} autoComplete="family-name" defaultValue={values.lastName} />}
        </FormField>
        <FormField name="email" label={texts.email} required errors={errors.email}>
          {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
        </FormField>
        <FormField name="phone" label={texts.phone} required errors={errors.phone}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
        </FormField>
        <FormField name="claimType" label={texts.claimType} required errors={errors.claimType}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.claimType ?? 'health'}>
              {claimTypes.map((type) => (
                <option key={type} value={type}>
                  {texts.claimTypes[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField name="urgency" label={texts.urgency} required errors={errors.urgency}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.urgency ?? 'medium'}>
              {urgencies.map((urgency) => (
                <option key={urgency} value={urgency}>
                  {texts.urgencies[urgency]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField name="description" label={texts.description} required errors={errors.description}>
        {(props) => (
          <Textarea
            {...props}

            rows={5}
            defaultValue={values.description}
            placeholder={texts.descriptionPlaceholder}
          />
        )}
      </FormField>
      {/* Before the files: a post without JavaScript is read in this order, and a refused file
          stops the reading, so a consent sent after the files came back unticked. */}
      <ConsentField wording={consent} defaultChecked={values.consent === 'on'} />
      <AttachmentPicker
        texts={texts.attachments}
        files={files}
        limits={limits}
        error={fileError ?? serverFileError}
        onAdd={(added) => {
          const next = addFiles(files, added, limits);
          setFiles(next);
          setFileError(selectionProblem(next, limits));
          if (refusedFiles) form.clearRefusal();
        }}
        onRemove={(index) => {
          // A button, not an input: no event tells the form, and the claim without the file is a new send.
          form.renewSendKey();
          const next = files.filter((_, position) => position !== index);
          setFiles(next);
          setFileError(selectionProblem(next, limits));
          if (refusedFiles) form.clearRefusal();
        }}
      />
      <SubmitButton pending={form.pending} label={texts.submit} />
    </form>
  );
}
