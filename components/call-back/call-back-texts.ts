import * as English from '@/content/call-back';
import * as Spanish from '@/content/es/call-back';
import { CALL_TIMES, type CallTime } from '@/lib/fields/lead';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';

/** The confirmation's sentence for a window (or none known), with and without the e-mail it promises. */
export type CallBackConfirmations = Record<CallTime | 'unknown', { emailed: string; notEmailed: string }>;

/**
 * Everything the call-back form (a client component) shows, in one language, as plain data: the
 * server picks it and passes it down, so a page ships its own language only (decision 182). The
 * confirmation's words are written out for every window, since a function cannot reach the client.
 */
export interface CallBackTexts {
  labels: { [K in keyof typeof English.CALLBACK_FORM.labels]: string };
  prompts: { [K in keyof typeof English.CALLBACK_FORM.prompts]: string };
  hints: { [K in keyof typeof English.CALLBACK_FORM.hints]: string };
  notePlaceholder: string;
  submit: string;
  another: string;
  callTimeLabels: Record<CallTime, string>;
  confirmationTitle: string;
  confirmations: CallBackConfirmations;
}

export function callBackTexts(locale: Locale): CallBackTexts {
  const form = pick(locale, English.CALLBACK_FORM, Spanish.CALLBACK_FORM);
  const sentence = (time: CallTime | null) => ({
    emailed: form.confirmation.description(time, true),
    notEmailed: form.confirmation.description(time, false),
  });
  return {
    labels: form.labels,
    prompts: form.prompts,
    hints: form.hints,
    notePlaceholder: form.notePlaceholder,
    submit: form.submit,
    another: form.another,
    callTimeLabels: pick(locale, English.CALL_TIME_LABELS, Spanish.CALL_TIME_LABELS),
    confirmationTitle: form.confirmation.title,
    confirmations: {
      ...(Object.fromEntries(CALL_TIMES.map((time) => [time, sentence(time)])) as Record<
        CallTime,
        ReturnType<typeof sentence>
      >),
      unknown: sentence(null),
    },
  };
}
