'use client';

import { CheckCircle2, Loader2, Phone } from 'lucide-react';
import { useActionState, useState } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useLiveValidation } from '@/components/forms/use-live-validation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { CLAIM_PAGE, TOASTS } from '@/content/lead-capture';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';
import { IDLE_FORM_STATE } from '@/lib/form-state';
import { CLAIM_TYPE_LABELS, CLAIM_TYPES, claimSchema, URGENCIES, URGENCY_LABELS } from '@/lib/schemas/claim';
import type { UploadLimits } from '@/lib/upload-limits';
import { submitClaimAction } from '@/server/claims/actions';
import { AttachmentPicker, checkSelection } from './attachment-picker';
import { FormNotice } from './form-notice';

interface Props {
  disclosure: string;
  limits: UploadLimits;
  phone: string;
  phoneHref: string;
}

/**
 * The claim form. With JavaScript: live validation, a file list, a streamed multipart POST to
 * /api/claims and the spec's toasts. Without: a server action runs the same function, and the
 * page comes back with the messages and the entered values (files must be chosen again).
 */
export function ClaimForm({ disclosure, limits, phone, phoneHref }: Props) {
  const [state, formAction] = useActionState(submitClaimAction, IDLE_FORM_STATE);
  const { errors, setErrors, onFieldEvent, validateAll, reset } = useLiveValidation(claimSchema, state.fieldErrors);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | undefined>(state.status === 'error' && !Object.keys(state.fieldErrors ?? {}).length ? state.message : undefined);
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState<string | null>(state.status === 'success' ? (state.reference ?? '') : null);
  const [formKey, setFormKey] = useState(0);
  const values = state.status === 'error' && formKey === 0 ? (state.values ?? {}) : {};

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (Object.keys(validateAll(form)).length > 0) return;
    const body = new FormData();
    for (const [key, value] of new FormData(form).entries()) if (typeof value === 'string' && !key.startsWith('$ACTION')) body.append(key, value);
    body.set('pageUrl', window.location.href);
    files.forEach((file, index) => body.append(`file_${index}`, file, file.name));
    setPending(true);
    try {
      const response = await apiRequest('POST', '/api/claims', body);
      const { reference } = (await response.json()) as { reference: string };
      toast(TOASTS.claimSuccess);
      setSubmitted(reference);
    } catch (error) {
      const details = error instanceof ApiError ? error.json<{ fieldErrors?: Record<string, string[]> }>() : null;
      if (details?.fieldErrors && Object.keys(details.fieldErrors).length) setErrors(details.fieldErrors);
      else if (error instanceof ApiError && error.status !== 429) setFileError(errorMessage(error, TOASTS.failure.description));
      const rateLimited = error instanceof ApiError && error.status === 429;
      toast({ ...TOASTS.failure, description: rateLimited ? errorMessage(error, TOASTS.failure.description) : TOASTS.failure.description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  function submitAnother() {
    setSubmitted(null);
    setFiles([]);
    setFileError(undefined);
    reset();
    setFormKey((key) => key + 1);
  }

  if (submitted !== null) {
    return (
      <div className="grid justify-items-center gap-4 py-8 text-center" role="status">
        <CheckCircle2 className="size-14 text-primary" aria-hidden="true" />
        <h2 className="text-2xl font-bold">{TOASTS.claimSuccess.title}</h2>
        <p className="text-muted-foreground">{TOASTS.claimSuccess.description}</p>
        {submitted && <p className="text-sm">Your reference: <strong>{submitted}</strong></p>}
        <p className="rounded-md bg-muted px-4 py-2 font-medium">{CLAIM_PAGE.expectedResponse}</p>
        <a href={phoneHref} className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline">
          <Phone className="size-4" aria-hidden="true" />
          Need help now? Call {phone}
        </a>
        {state.status === 'success' && formKey === 0 ? (
          <Button asChild variant="outline">
            {/* A full page load on purpose: it discards the server action's result and starts a fresh form. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/claims">Submit Another Claim</a>
          </Button>
        ) : (
          <Button type="button" variant="outline" onClick={submitAnother}>
            Submit Another Claim
          </Button>
        )}
      </div>
    );
  }

  return (
    <form key={formKey} action={formAction} onSubmit={onSubmit} onBlur={onFieldEvent} onInput={onFieldEvent} noValidate className="grid gap-6">
      {state.status === 'error' && formKey === 0 && <FormNotice state={state} success={TOASTS.claimSuccess} />}
      {state.status === 'error' && formKey === 0 && <p className="text-sm text-muted-foreground">{CLAIM_PAGE.noJsFilesNote}</p>}
      <HoneypotField />
      <FormField name="agent" label="Agent Name (optional)" hint="Leave empty if you do not know it (N/A)." errors={errors.agent}>
        {(props) => <Input {...props} placeholder="N/A" defaultValue={values.agent} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField name="firstName" label="First Name" required errors={errors.firstName}>
          {(props) => <Input {...props} autoComplete="given-name" defaultValue={values.firstName} />}
        </FormField>
        <FormField name="lastName" label="Last Name" required errors={errors.lastName}>
          {(props) => <Input {...props} autoComplete="family-name" defaultValue={values.lastName} />}
        </FormField>
        <FormField name="email" label="Email" required errors={errors.email}>
          {(props) => <Input {...props} type="email" autoComplete="email" defaultValue={values.email} />}
        </FormField>
        <FormField name="phone" label="Phone" required errors={errors.phone}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" defaultValue={values.phone} />}
        </FormField>
        <FormField name="claimType" label="Claim Type" required errors={errors.claimType}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.claimType ?? 'health'}>
              {CLAIM_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CLAIM_TYPE_LABELS[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField name="urgency" label="Urgency" required errors={errors.urgency}>
          {(props) => (
            <NativeSelect {...props} defaultValue={values.urgency ?? 'medium'}>
              {URGENCIES.map((urgency) => (
                <option key={urgency} value={urgency}>
                  {URGENCY_LABELS[urgency]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <FormField name="description" label="Claim Description" required errors={errors.description}>
        {(props) => (
          <Textarea {...props} className="min-h-[100px]" rows={5} defaultValue={values.description} placeholder="What happened, when, and what you need from us" />
        )}
      </FormField>
      <AttachmentPicker
        files={files}
        limits={limits}
        error={fileError}
        onAdd={(added) => {
          const problem = checkSelection(files, added, limits);
          setFileError(problem);
          if (!problem) setFiles((current) => [...current, ...added]);
        }}
        onRemove={(index) => {
          setFileError(undefined);
          setFiles((current) => current.filter((_, position) => position !== index));
        }}
      />
      <div className="grid gap-4">
        <ConsentField disclosure={disclosure} defaultChecked={values.consent === 'on'} />
        <Button type="submit" size="lg" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {pending ? 'Submitting...' : 'Submit Claim'}
        </Button>
      </div>
    </form>
  );
}
