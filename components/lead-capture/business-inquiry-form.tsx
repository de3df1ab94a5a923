'use client';

import { Loader2 } from 'lucide-react';
import { useActionState, useRef, useState } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import { FormField } from '@/components/forms/form-field';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { useLiveValidation } from '@/components/forms/use-live-validation';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { TOASTS } from '@/content/lead-capture';
import { ApiError, apiRequest, errorMessage } from '@/lib/api-client';
import { IDLE_FORM_STATE } from '@/lib/form-state';
import { businessInquirySchema, EMPLOYEE_COUNTS } from '@/lib/schemas/business-inquiry';
import { formDataToObject } from '@/lib/schemas/common';
import { US_STATE_NAMES } from '@/lib/schemas/us-states';
import { submitBusinessInquiryAction } from '@/server/business/actions';
import { FormNotice } from './form-notice';

/**
 * The small-business quote form. With JavaScript it posts JSON to /api/business-inquiry and
 * answers with toasts; without, the same server function runs as a server action and the page
 * comes back with the field messages and the entered values.
 */
export function BusinessInquiryForm({ disclosure }: { disclosure: string }) {
  const [state, formAction] = useActionState(submitBusinessInquiryAction, IDLE_FORM_STATE);
  const { errors, setErrors, onFieldEvent, validateAll, reset } = useLiveValidation(businessInquirySchema, state.fieldErrors);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const values = state.status === 'error' ? (state.values ?? {}) : {};

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (Object.keys(validateAll(form)).length > 0) return;
    const body = { ...formDataToObject(new FormData(form)), consent: (form.elements.namedItem('consent') as HTMLInputElement).checked, pageUrl: window.location.href };
    setPending(true);
    try {
      await apiRequest('POST', '/api/business-inquiry', body);
      toast(TOASTS.businessSuccess);
      form.reset();
      reset();
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.json<{ fieldErrors?: Record<string, string[]> }>()?.fieldErrors : undefined;
      if (fieldErrors) setErrors(fieldErrors);
      const rateLimited = error instanceof ApiError && error.status === 429;
      toast({ ...TOASTS.failure, description: rateLimited ? errorMessage(error, TOASTS.failure.description) : TOASTS.failure.description, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onBlur={onFieldEvent} onInput={onFieldEvent} noValidate className="grid gap-8">
      <FormNotice state={state} success={TOASTS.businessSuccess} />
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
            {(props) => <Input {...props} inputMode="numeric" autoComplete="postal-code" defaultValue={values.zipCode} />}
          </FormField>
          <fieldset className="grid gap-1.5">
            <legend className="text-sm font-medium">Do you plan to subsidize employee plans?</legend>
            <div className="flex h-10 items-center gap-6">
              {(['yes', 'no'] as const).map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="subsidizePlans" value={option} defaultChecked={(values.subsidizePlans ?? 'yes') === option} className="size-4 accent-primary" />
                  {option === 'yes' ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <FormField name="additionalDetails" label="Additional Details (optional)" errors={errors.additionalDetails}>
          {(props) => <Textarea {...props} rows={4} defaultValue={values.additionalDetails} placeholder="Current coverage, renewal date, what matters most to your team..." />}
        </FormField>
      </fieldset>
      <div className="grid gap-4">
        <ConsentField disclosure={disclosure} defaultChecked={values.consent === 'on'} />
        <Button type="submit" size="lg" disabled={pending}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {pending ? 'Submitting...' : 'Get My Group Quote'}
        </Button>
      </div>
    </form>
  );
}
