import type * as React from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { useLocalizeMessage } from './messages-context';

/**
 * A labelled field with its error: the control gets `id`, `aria-invalid` and `aria-describedby`
 * through the render prop, so the error is announced with the field.
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
      {children({ id: name, name, 'aria-invalid': Boolean(errors?.length), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} messages={errors?.map(localize)} />
    </div>
  );
}
