'use client';

import { useCallback, useRef, useState } from 'react';
import { safeParse, type ZodMiniType } from 'zod/mini';
import { fieldErrorsOf, formDataToObject } from '@/lib/schemas/common';

type FieldErrors = Record<string, string[]>;

/**
 * Validates a form with the entity's zod schema (the same one the server uses), at the moments a
 * visitor expects: a field's message appears once the visitor has changed it and left it, or has
 * tried to submit; from then on it follows every keystroke so it clears as soon as it is fixed.
 * Tabbing past an untouched field shows nothing.
 */
export function useLiveValidation(schema: ZodMiniType, initialErrors: FieldErrors = {}) {
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const changed = useRef(new Set<string>());
  const shown = useRef(new Set<string>(Object.keys(initialErrors)));

  const check = useCallback(
    (form: HTMLFormElement, extra: Record<string, unknown> = {}) => {
      const result = safeParse(schema, { ...formDataToObject(new FormData(form)), ...extra });
      return result.success ? {} : fieldErrorsOf(result.error);
    },
    [schema],
  );

  const refresh = useCallback(
    (form: HTMLFormElement) => {
      const all = check(form);
      setErrors(Object.fromEntries(Object.entries(all).filter(([name]) => shown.current.has(name))));
    },
    [check],
  );

  /** Attach to the form's onInput, onChange and onBlur. */
  const onFieldEvent = useCallback(
    (event: React.SyntheticEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (!target.name || target.type === 'file' || target.type === 'hidden') return;
      const discrete = target.type === 'checkbox' || target.type === 'radio' || target.tagName === 'SELECT';
      if (event.type === 'input' || event.type === 'change') {
        changed.current.add(target.name);
        // A choice is complete when made; text is judged when the visitor leaves the field.
        if (discrete) shown.current.add(target.name);
      } else if (event.type === 'blur' && changed.current.has(target.name)) {
        shown.current.add(target.name);
      }
      if (shown.current.has(target.name)) refresh(event.currentTarget);
    },
    [refresh],
  );

  /** Checks every field (on submit); shows every message and focuses the first invalid field. */
  const validateAll = useCallback(
    (form: HTMLFormElement, extra: Record<string, unknown> = {}) => {
      const all = check(form, extra);
      for (const name of Object.keys(all)) shown.current.add(name);
      setErrors(all);
      const first = Object.keys(all)[0];
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
      return all;
    },
    [check],
  );

  /**
   * Checks some fields only (one step of a multi-step form): shows their messages from now on,
   * focuses the first invalid one, and answers their problems (cross-field rules included).
   */
  const validateFields = useCallback(
    (form: HTMLFormElement, names: readonly string[]) => {
      const all = check(form);
      for (const name of names) shown.current.add(name);
      setErrors(Object.fromEntries(Object.entries(all).filter(([name]) => shown.current.has(name))));
      const problems = Object.fromEntries(Object.entries(all).filter(([name]) => names.includes(name)));
      // In the order the form asks (the caller's), not the schema's.
      const first = names.find((name) => problems[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus?.();
      return problems;
    },
    [check],
  );

  /** Messages from the server (its 400): shown as they came. */
  const showServerErrors = useCallback((fieldErrors: FieldErrors) => {
    for (const name of Object.keys(fieldErrors)) shown.current.add(name);
    setErrors(fieldErrors);
  }, []);

  const reset = useCallback(() => {
    changed.current.clear();
    shown.current.clear();
    setErrors({});
  }, []);

  return { errors, onFieldEvent, validateAll, validateFields, showServerErrors, reset };
}
