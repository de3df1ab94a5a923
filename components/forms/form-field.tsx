import type * as React from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { useLocalizeMessage } from './messages-context';

/**
 * A labelled field with its error: the control gets `id`, `aria-invalid` and `aria-describedby`
 * through the render prop, so the error is announced with the field, and a required one
 * `aria-required` (the label's asterisk is hidden from screen readers). Not the `required`
 * attribute: the browser would then answer an empty field with its own words, in its own
 * language, before the form's messages (and without JavaScript, instead of them).
 */
export function FormField({
  name,
  label,
  required,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  required?: boolean;
  errors?: string[];
  hint?: string;
  children: (props: {
    id: string;
    name: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
    'aria-required'?: true;
  }) => React.ReactNode;
}) {
  const localize = useLocalizeMessage();
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const describedBy = [hint ? hintId : '', errors?.length ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    // min-w-0: a grid item would otherwise be as wide as its longest option or word, wider than a phone.
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={name}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Label>
      {children({
        id: name,
        name,
        'aria-invalid': Boolean(errors?.length),
        'aria-describedby': describedBy,
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} messages={errors?.map(localize)} />
    </div>
  );
}
