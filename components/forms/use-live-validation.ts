'use client';

import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrorsOf, formDataToObject } from '@/lib/schemas/common';

/**
 * Validates a form with the entity's zod schema (the same one the server uses) as the visitor
 * types: a field is checked once it has been left, then on every keystroke.
 */
export function useLiveValidation(schema: z.ZodType, initialErrors: Record<string, string[]> = {}) {
  const [errors, setErrors] = useState<Record<string, string[]>>(initialErrors);
  const touched = useRef(new Set<string>(Object.keys(initialErrors)));

  const check = useCallback(
    (form: HTMLFormElement, extra: Record<string, unknown> = {}) => {
      const result = schema.safeParse({ ...formDataToObject(new FormData(form)), ...extra });
      return result.success ? {} : fieldErrorsOf(result.error);
    },
    [schema],
  );

  const onFieldEvent = useCallback(
    (event: React.SyntheticEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (!target.name || target.type === 'file') return;
      if (event.type === 'blur') touched.current.add(target.name);
      if (!touched.current.has(target.name)) return;
      const all = check(event.currentTarget);
      setErrors(Object.fromEntries(Object.entries(all).filter(([name]) => touched.current.has(name))));
    },
    [check],
  );

  /** Checks every field (on submit); returns the errors, and focuses the first invalid field. */
  const validateAll = useCallback(
    (form: HTMLFormElement, extra: Record<string, unknown> = {}) => {
      const all = check(form, extra);
      for (const name of Object.keys(all)) touched.current.add(name);
      setErrors(all);
      const first = Object.keys(all)[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
      return all;
    },
    [check],
  );

  const reset = useCallback(() => {
    touched.current.clear();
    setErrors({});
  }, []);

  return { errors, setErrors, onFieldEvent, validateAll, reset };
}
