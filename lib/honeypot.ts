/**
 * The names the form kit and the guarded handler share for catching bots (docs/decisions/090).
 * The trap field's name is deliberately meaningless: autofill and password managers fill fields
 * whose names look like "website", "url" or "company", and a real visitor's inquiry would vanish.
 */
export const HONEYPOT_FIELD = 'hp_im_7f3';
/** Milliseconds from the form being shown to its submission; sent by the form kit's script. */
export const FILL_TIME_FIELD = 'hp_im_fill_ms';
/** Fields that belong to the kit, never to the entity: dropped from kept values and stored data. */
export const KIT_FIELDS: readonly string[] = [HONEYPOT_FIELD, FILL_TIME_FIELD];
