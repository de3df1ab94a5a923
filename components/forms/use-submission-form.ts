'use client';

import { useActionState, useCallback, useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { toast } from '@/components/ui/use-toast';
import { PRIVATE_FIELDS } from '@/content/analytics';
import { NO_ANSWER_NOTICE, TOASTS } from '@/content/form-toasts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { IDLE_FORM_STATE, type FormState } from '@/lib/form-state';
import { FILL_TIME_FIELD } from '@/lib/honeypot';
import { formDataToObject } from '@/lib/form-data';
import { useLocalizeMessage } from './messages-context';
import { useLiveValidation, type SchemaLoader } from './use-live-validation';
import { useHydrated } from './use-hydrated';
import { useSendKey } from './use-send-key';

type FieldErrors = Record<string, string[]>;

type ServerAction = (previous: FormState, formData: FormData) => Promise<FormState>;

/** A toast's words in English, as the specification writes them (shown through the page's message catalogue). */
export interface SuccessToast {
  title: string;
  description: string;
}

export interface FormEndpoint {
  /** Where the form posts (multipart) without JavaScript. */
  url: string;
  /** What the page was rendered with: idle, or the outcome of a post to `url`. */
  state: FormState;
}

const NO_ACTION: ServerAction = async (previous) => previous;

/** A send with JavaScript the server refused (or that got no answer), as the form's notice shows it. */
interface Refusal {
  status: number | null;
  state: FormState;
}

export interface SubmissionFormOptions<Result> {
  /**
   * Loads the entity's schema, the one the server parses with (a dynamic import, defined at module
   * level): it is fetched when the visitor first enters a field, not with the page (decision 165).
   */
  schema: SchemaLoader;
  /**
   * The path of a browser without JavaScript: a server action (its answer keeps the values after a
   * failure), or, for a body too large for one (files), an endpoint of ours that answers 303 to a
   * page rendering the form with the outcome it stored (decision 103).
   */
  action: ServerAction | FormEndpoint;
  /**
   * With JavaScript: sends the fields (the kit has added pageUrl, consent and the fill time) to the API, with
   * `headers` (the send's idempotency key, decision 096: the same for a send repeated after a lost answer).
   */
  send: (
    fields: Record<string, string | boolean>,
    form: HTMLFormElement,
    headers: Record<string, string>,
  ) => Promise<Result>;
  /** What the visitor is told in a toast on success (the specification's toasts); the page also confirms. */
  successToast?: SuccessToast;
  /** After success (e.g. go to the next page); the form shows its confirmation unless this navigates. */
  onSuccess?: (result: Result) => void;
  /** A problem outside the schema that blocks sending (e.g. a file over the limit). */
  blockingProblem?: () => string | undefined;
  /** Field problems found on submit or sent back by the server (e.g. a multi-step form shows their step). */
  onInvalid?: (fieldErrors: FieldErrors) => void;
  /**
   * Where to take the visitor after a send the server refused for no field of the form (its HTTP status; null: no
   * answer): the element to focus, or null for the form's notice.
   */
  refusalFocus?: (status: number | null) => HTMLElement | null;
}

/**
 * The form kit's one hook (docs/decisions/090): every visitor form uses it, so validation timing,
 * the fill-time measurement, the 400 shape, toasts and the confirmation behave the same
 * everywhere. The form posts to its server action when JavaScript is off; with JavaScript the
 * submit is taken over, checked with the shared schema and sent to the API.
 */
export function useSubmissionForm<Result extends { reference?: string }>(options: SubmissionFormOptions<Result>) {
  // The page's own path as the form's permalink: a browser without JavaScript posts there, and the
  // <form> gets a real action URL instead of action="" (invalid HTML; decision 171).
  const endpoint = typeof options.action === 'function' ? null : options.action;
  const [actionState, formAction] = useActionState(
    endpoint ? NO_ACTION : (options.action as ServerAction),
    IDLE_FORM_STATE,
    usePathname(),
  );
  const state = endpoint ? endpoint.state : actionState;
  const validation = useLiveValidation(options.schema, state.status === 'error' ? state.fieldErrors : {});
  const localize = useLocalizeMessage();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [formKey, setFormKey] = useState(0);
  // Why the last send with JavaScript failed: shown on the page (the form's notice), not only in a toast that goes.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const sentForm = useRef<HTMLFormElement | null>(null);
  const sendKey = useSendKey();
  // When the visitor could first see the form: for the page's own HTML its first paint, not the
  // hydration (on a slow phone seconds later, and a person who typed meanwhile and sent soon after
  // it was kept as suspected spam); for a form React drew (a client navigation, "start over"), then.
  const hydrating = !useHydrated();
  const drawnWithThePage = useRef(hydrating);
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = drawnWithThePage.current && formKey === 0 ? firstPaint() : performance.now();
  }, [formKey]);

  // After a refusal that is about no field, the visitor is taken to where it is said: the toast goes, this stays.
  // Once per refusal: the option is read through a ref, so a form's new function each render does not move focus.
  const refusalFocus = useRef(options.refusalFocus);
  useEffect(() => {
    refusalFocus.current = options.refusalFocus;
  });
  useEffect(() => {
    if (!refusal || Object.keys(refusal.state.fieldErrors ?? {}).length) return;
    const chosen = refusalFocus.current?.(refusal.status);
    (chosen ?? sentForm.current?.querySelector<HTMLElement>('[data-form-notice]'))?.focus();
  }, [refusal]);

  // The answer of the server action (JavaScript off, or a submit before hydration).
  const actionSucceeded = state.status === 'success' && formKey === 0;
  const keptValues = state.status === 'error' && formKey === 0 ? (state.values ?? {}) : {};
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { blockingProblem, send, successToast, onSuccess, onInvalid } = options;
    const problems = await validation.validateAll(form);
    const invalid = Object.keys(problems).length > 0;
    if (invalid) onInvalid?.(problems);
    if (invalid || blockingProblem?.()) return;
    const fields: Record<string, string | boolean> = {
      ...formDataToObject(new FormData(form)),
      pageUrl: window.location.href,
      [FILL_TIME_FIELD]: String(Math.round(performance.now() - shownAt.current)),
    };
    const consent = form.elements.namedItem('consent');
    if (consent instanceof HTMLInputElement) fields.consent = consent.checked;
    setPending(true);
    setRefusal(null);
    sentForm.current = form;
    try {
      const sent = await send(fields, form, sendKey.headers());
      sendKey.renew();
      if (successToast) toast({ title: localize(successToast.title), description: localize(successToast.description) });
      setPending(false);
      if (onSuccess) onSuccess(sent);
      else setResult(sent);
    } catch (error) {
      setPending(false);
      const body = error instanceof ApiError ? error.json<{ fieldErrors?: FieldErrors }>() : null;
      // A limit or a refused file has a reason worth reading; field problems are shown at the fields,
      // and anything else gets the specification's words.
      const hasFieldErrors = Boolean(body?.fieldErrors && Object.keys(body.fieldErrors).length);
      const explained = error instanceof ApiError && error.status >= 400 && error.status < 500 && !hasFieldErrors;
      if (hasFieldErrors) {
        validation.showServerErrors(body!.fieldErrors!);
        options.onInvalid?.(body!.fieldErrors!);
      }
      const message = explained ? errorMessage(error, TOASTS.failure.description) : TOASTS.failure.description;
      const answered = error instanceof ApiError;
      setRefusal({
        status: answered ? error.status : null,
        state: {
          status: 'error',
          message: answered ? message : NO_ANSWER_NOTICE,
          fieldErrors: hasFieldErrors ? body!.fieldErrors! : {},
        },
      });
      toast({ title: localize(TOASTS.failure.title), description: localize(message), variant: 'destructive' });
    }
  }

  const clearRefusal = useCallback(() => setRefusal(null), []);

  /** An edit makes the next send a new one: the server answers a key only as it answered its first send. */
  const { onFieldEvent } = validation;
  const onEdit = useCallback(
    (event: React.SyntheticEvent<HTMLFormElement>) => {
      sendKey.renew();
      onFieldEvent(event);
    },
    [onFieldEvent, sendKey],
  );

  /**
   * Back to an empty form after a confirmation ("Submit Another Claim"), its first field focused: the
   * button that was pressed is gone with the confirmation, and the focus would fall to the page.
   */
  const formElement = useRef<HTMLFormElement>(null);
  const startedOver = useRef(false);
  const startOver = useCallback(() => {
    setResult(null);
    setRefusal(null);
    validation.reset();
    startedOver.current = true;
    setFormKey((key) => key + 1);
  }, [validation]);
  useEffect(() => {
    if (!startedOver.current) return;
    startedOver.current = false;
    formElement.current
      ?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')
      ?.focus();
  }, [formKey]);

  return {
    /** The server action's or the endpoint's answer (JavaScript off). */
    state,
    /**
     * What the form's notice (FormErrorNotice) shows: why a send with JavaScript failed, which stays on the page
     * after its toast has gone, else the answer without JavaScript (until "start over" empties the form).
     */
    notice: refusal ? refusal.state : formKey === 0 ? state : IDLE_FORM_STATE,
    /**
     * The notice is the answer a page was loaded with (a post without JavaScript refused): it takes the focus as the
     * page opens, so the visitor lands on why rather than at the top of the page. A refusal with JavaScript is
     * focused by the kit instead (its fields, or the notice).
     */
    noticeOnLoad: !refusal && formKey === 0 && state.status === 'error',
    /** Drops the notice of a failed send once the visitor changed what it was about (the claim's files). */
    clearRefusal,
    /** The HTTP status of a send with JavaScript that failed (null: no answer), while its notice shows. */
    refusedWithStatus: refusal ? refusal.status : undefined,
    errors: validation.errors,
    showServerErrors: validation.showServerErrors,
    /** Checks some fields only (one step of a multi-step form); answers their problems. */
    validateFields: validation.validateFields,
    /** Values typed before a failed submission without JavaScript. */
    values: keptValues,
    pending,
    /** The reference once submitted (with or without JavaScript), else null. */
    submittedReference: result ? (result.reference ?? '') : actionSucceeded ? (state.reference ?? '') : null,
    /** True when the confirmation came from the server action (a fresh form then needs a page load). */
    confirmedWithoutScript: actionSucceeded && !result,
    startOver,
    /** The next send is a new one: for an edit the form's events do not report (a file removed by its button). */
    renewSendKey: sendKey.renew,
    /** Give the <form> this key: a new one after "start over" empties every field. */
    formKey,
    formProps: {
      // A visitor types about themselves here: no tag manager runs beside it (content/analytics.ts).
      ...PRIVATE_FIELDS,
      ref: formElement,
      ...(endpoint ? { action: endpoint.url, method: 'post', encType: 'multipart/form-data' } : { action: formAction }),
      onSubmit,
      onFocus: validation.onFocus,
      onInput: onEdit,
      onChange: onEdit,
      onBlur: validation.onFieldEvent,
      noValidate: true,
    },
  };
}

/** When the page's HTML was first painted (milliseconds since navigation start), or its start. */
function firstPaint(): number {
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
}
