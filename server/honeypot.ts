import 'server-only';
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from '@/lib/honeypot';
import { getEnv } from './env';

export { HONEYPOT_FIELD };

export type BotReason = 'honeypot-filled' | 'submitted-too-fast';

/**
 * Why a submission looks like a bot's, or null. The trap field is filled, or the form kit's
 * script measured a fill time below FORM_MIN_FILL_MS (without JavaScript there is no measurement,
 * and only the trap field counts). The caller answers as if it succeeded and stores nothing.
 */
export function botReason(fields: unknown): BotReason | null {
  if (typeof fields !== 'object' || fields === null) return null;
  const record = fields as Record<string, unknown>;
  const trap = record[HONEYPOT_FIELD];
  if (typeof trap === 'string' && trap.trim().length > 0) return 'honeypot-filled';
  const fillMs = Number(record[FILL_TIME_FIELD]);
  const minimum = getEnv().FORM_MIN_FILL_MS;
  if (
    record[FILL_TIME_FIELD] !== undefined &&
    record[FILL_TIME_FIELD] !== '' &&
    Number.isFinite(fillMs) &&
    fillMs < minimum
  ) {
    return 'submitted-too-fast';
  }
  return null;
}
