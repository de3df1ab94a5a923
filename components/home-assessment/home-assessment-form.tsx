'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HoneypotField } from '@/components/forms/honeypot-field';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { CONSTRUCTION_TYPES, DEFAULT_DEDUCTIBLE, PREFERRED_DEDUCTIBLES, US_STATES } from '@/content/home-insurance-rates';
import { ApiError, apiRequest } from '@/lib/api-client';
import { formatUsd } from '@/lib/currency';
import { homeAssessmentSchema, type InsuranceOptionsResponse } from '@/lib/schemas/home-assessment';

type FieldErrors = Record<string, string[] | undefined>;

interface FieldProps {
  name: string;
  label: string;
  hint?: string;
  errors: FieldErrors;
  children: (props: { id: string; name: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => React.ReactNode;
}

function Field({ name, label, hint, errors, children }: FieldProps) {
  const id = `home-${name}`;
  const describedBy = [hint ? `${id}-hint` : '', errors[name]?.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children({ id, name, ...(errors[name]?.length ? { 'aria-invalid': true } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} messages={errors[name]} />
    </div>
  );
}

/**
 * The home assessment. With JavaScript it validates with the shared schema, posts JSON to
 * POST /api/insurance/options and opens the results; without it, the browser posts the form to
 * the same endpoint, which redirects to the results.
 */
export function HomeAssessmentForm({ disclosure, serverError }: { disclosure: string; serverError?: string }) {
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Without JavaScript the browser's own checks (required, min, pattern) guard the post; once
  // hydrated, the shared schema's messages take over.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(new FormData(form)) as Record<string, unknown>;
    const parsed = homeAssessmentSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of parsed.error.issues) (fieldErrors[String(issue.path[0])] ??= []).push(issue.message);
      setErrors(fieldErrors);
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const response = await apiRequest('POST', '/api/insurance/options', { ...parsed.data, website: values.website ?? '' });
      const { assessmentId } = (await response.json()) as InsuranceOptionsResponse;
      router.push(`/results/${assessmentId}`);
    } catch (error) {
      setPending(false);
      const body = error instanceof ApiError ? error.json<{ message?: string; fieldErrors?: FieldErrors }>() : null;
      if (body?.fieldErrors) setErrors(body.fieldErrors);
      toast({
        variant: 'destructive',
        title: 'Submission Failed',
        description: body?.message && error instanceof ApiError && error.status < 500 ? body.message : 'Please try again or call us directly for immediate assistance.',
      });
    }
  }

  return (
    <form ref={formRef} action="/api/insurance/options" method="post" onSubmit={onSubmit} className="relative grid gap-8" aria-describedby={serverError ? 'home-form-error' : undefined}>
      {serverError && (
        <p id="home-form-error" role="alert" className="rounded-md border border-destructive p-4 text-sm font-medium text-destructive">
          {serverError}
        </p>
      )}
      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold">Your home</legend>
        <Field name="state" label="State" errors={errors}>
          {(props) => (
            <NativeSelect {...props} required defaultValue="" autoComplete="address-level1">
              <option value="" disabled>
                Select your state
              </option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field name="zipCode" label="ZIP code" errors={errors}>
          {(props) => <Input {...props} required inputMode="numeric" autoComplete="postal-code" minLength={5} maxLength={10} pattern="\d{5}(-\d{4})?" />}
        </Field>
        <Field name="dwellingCoverage" label="Estimated rebuild cost (USD)" hint="What it would cost to rebuild the home, not its market price." errors={errors}>
          {(props) => <Input {...props} required type="number" inputMode="numeric" min={50000} max={5000000} step={1000} placeholder="360000" />}
        </Field>
        <Field name="squareFeet" label="Size (square feet)" errors={errors}>
          {(props) => <Input {...props} required type="number" inputMode="numeric" min={200} max={50000} placeholder="2000" />}
        </Field>
        <Field name="yearBuilt" label="Year built" errors={errors}>
          {(props) => <Input {...props} required type="number" inputMode="numeric" min={1800} max={2100} placeholder="2005" />}
        </Field>
        <Field name="construction" label="Construction" errors={errors}>
          {(props) => (
            <NativeSelect {...props} required defaultValue="frame">
              {CONSTRUCTION_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field name="roofAge" label="Roof age (years)" errors={errors}>
          {(props) => <Input {...props} required type="number" inputMode="numeric" min={0} max={150} placeholder="10" />}
        </Field>
        <Field name="claimsLastFiveYears" label="Claims in the last five years" errors={errors}>
          {(props) => (
            <NativeSelect {...props} required defaultValue="0">
              <option value="0">None</option>
              <option value="1">1</option>
              <option value="2">2</option>
              <option value="3">3 or more</option>
            </NativeSelect>
          )}
        </Field>
        <Field name="preferredDeductible" label="Preferred deductible" errors={errors}>
          {(props) => (
            <NativeSelect {...props} required defaultValue={String(DEFAULT_DEDUCTIBLE)}>
              {PREFERRED_DEDUCTIBLES.map((deductible) => (
                <option key={deductible} value={deductible}>
                  {formatUsd(deductible)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </fieldset>

      <fieldset className="grid gap-6 sm:grid-cols-2">
        <legend className="mb-4 text-lg font-semibold">How we reach you</legend>
        <div className="sm:col-span-2">
          <Field name="fullName" label="Full name" errors={errors}>
            {(props) => <Input {...props} required autoComplete="name" maxLength={120} />}
          </Field>
        </div>
        <Field name="email" label="E-mail" errors={errors}>
          {(props) => <Input {...props} required type="email" autoComplete="email" maxLength={254} />}
        </Field>
        <Field name="phone" label="Phone" errors={errors}>
          {(props) => <Input {...props} required type="tel" autoComplete="tel" minLength={10} maxLength={30} />}
        </Field>
      </fieldset>
      <HoneypotField />

      <div className="grid gap-4">
        <div className="flex items-start gap-3">
          <input id="home-consent" name="consent" type="checkbox" className="mt-1 size-4 accent-primary" aria-describedby="home-consent-text" />
          <Label htmlFor="home-consent" className="leading-snug">
            I agree to be contacted about my quotes as described below.
          </Label>
        </div>
        <p id="home-consent-text" className="text-xs leading-relaxed text-muted-foreground">
          {disclosure}
        </p>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {pending ? 'Finding your options...' : 'See My Options'}
        </Button>
      </div>
    </form>
  );
}
