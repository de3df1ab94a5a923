'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ZodMiniType } from '@/lib/zod';
import { fieldErrorsOf, formDataToObject } from '@/lib/form-data';
import { useLocalizeMessage } from './messages-context';

type FieldErrors = Record<string, string[]>;

/**
 * Loads the entity's schema (a dynamic import of lib/schemas/<entity>.ts). Define it at module
 * level, so it is the same function on every render:
 * `const loadClaimSchema = () => import('@/lib/schemas/claim').then((module) => module.claimSchema);`
 */
export type SchemaLoader = () => Promise<ZodMiniType>;

/**
 * Validates a form with the entity's zod schema (the same one the server uses), at the moments a
 * visitor expects: a field's message appears once the visitor has changed it and left it, or has
 * tried to submit; from then on it follows every keystroke so it clears as soon as it is fixed.
 * Tabbing past an untouched field shows nothing.
 *
 * The schema (zod and the entity's rules, about 16 KB compressed) is not part of the page's first
 * JavaScript: it is fetched when the visitor first focuses a field of the form, long before a
 * message can be due (decision 165). A check asked for before it arrived waits for it.
 */
export function useLiveValidation(loadSchema: SchemaLoader, initialErrors: FieldErrors = {}) {
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const changed = useRef(new Set<string>());
  const shown = useRef(new Set<string>(Object.keys(initialErrors)));
  const schema = useRef<ZodMiniType | null>(null);
  const loading = useRef<Promise<ZodMiniType> | null>(null);

  /** Starts loading the schema (once; again after a failed load). */
  const load = useCallback((): Promise<ZodMiniType> => {
    if (!loading.current) {
      const pending = loadSchema().then((loaded) => {
        schema.current = loaded;
        return loaded;
      });
      pending.catch(() => {
        if (loading.current === pending) loading.current = null;
      });
      loading.current = pending;
    }
    return loading.current;
  }, [loadSchema]);

  const problemsWith = useCallback(
    (loaded: ZodMiniType, form: HTMLFormElement, extra: Record<string, unknown> = {}) => {
      const result = loaded.safeParse({ ...formDataToObject(new FormData(form)), ...extra });
      return result.success ? {} : fieldErrorsOf(result.error);
    },
    [],
  );

  /** Every problem of the form, once the schema is there. */
  const check = useCallback(
    async (form: HTMLFormElement, extra: Record<string, unknown> = {}) =>
      problemsWith(schema.current ?? (await load()), form, extra),
    [load, problemsWith],
  );

  const refresh = useCallback(
    (form: HTMLFormElement) => {
      const show = (all: FieldErrors) =>
        setErrors(Object.fromEntries(Object.entries(all).filter(([name]) => shown.current.has(name))));
      if (schema.current) show(problemsWith(schema.current, form));
      // Not loaded yet (a very quick first edit): shown as soon as it is.
      else
        void load().then(
          (loaded) => show(problemsWith(loaded, form)),
          () => {},
        );
    },
    [load, problemsWith],
  );

  // A press (a finger or the mouse on the submit button) moves the focus, and so leaves the field,
  // before the button is released: a message appearing then, above the button, moves the button
  // from under the finger and the release lands beside it, so the tap did nothing. A field left by
  // a press shows its message once the press is over (and its click has been handled).
  const pressing = useRef(false);
  const afterPress = useRef<(() => void) | null>(null);
  useEffect(() => {
    const pressed = () => {
      pressing.current = true;
    };
    const released = () =>
      setTimeout(() => {
        pressing.current = false;
        const deferred = afterPress.current;
        afterPress.current = null;
        deferred?.();
      }, 0);
    window.addEventListener('mousedown', pressed, true);
    window.addEventListener('mouseup', released, true);
    return () => {
      window.removeEventListener('mousedown', pressed, true);
      window.removeEventListener('mouseup', released, true);
    };
  }, []);

  /** Attach to the form's onFocus: the first field a visitor enters fetches the schema. */
  const onFocus = useCallback(() => {
    void load().catch(() => {});
  }, [load]);

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
        if (pressing.current) {
          const form = event.currentTarget;
          afterPress.current = () => refresh(form);
          return;
        }
      }
      if (shown.current.has(target.name)) refresh(event.currentTarget);
    },
    [refresh],
  );

  /** Checks every field (on submit); shows every message and focuses the first invalid field. */
  const validateAll = useCallback(
    async (form: HTMLFormElement, extra: Record<string, unknown> = {}) => {
      const all = await check(form, extra);
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
    async (form: HTMLFormElement, names: readonly string[]) => {
      const all = await check(form);
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

  // Shown in the page's language; the problems handed to callers stay the schema's own words.
  const localize = useLocalizeMessage();
  const shownErrors = useMemo(
    () => Object.fromEntries(Object.entries(errors).map(([name, messages]) => [name, messages.map(localize)])),
    [errors, localize],
  );

  return { errors: shownErrors, onFocus, onFieldEvent, validateAll, validateFields, showServerErrors, reset };
}
