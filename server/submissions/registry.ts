import 'server-only';
import { submissionRoute } from '../http/guarded-submission';
import { guardedPath, type AnyDefinition } from './definition';
import { DEFINITIONS } from './definitions.generated';

/*
 * Every submission type declared with `defineSubmissionType` (decision 178): the console reads
 * their entries from here (server/console/item-fields.ts), the one form action its forms
 * (server/submissions/form-action.ts). scripts/submission-lists.mjs finds the definitions under
 * server/ and lists them in ./definitions.generated.ts (not in git; decision 178, "Fourteenth
 * step"), so a new type's definition is listed by being written. Not imported by
 * server/submissions/tables.ts, which the command-line tools load through Node's type stripping.
 */

type Definition = (typeof DEFINITIONS)[number];
export type DefinedType = Definition['type'];

/** The definitions by type. */
export const SUBMISSION_TYPES = Object.fromEntries(DEFINITIONS.map((definition) => [definition.type, definition])) as {
  [D in Definition as D['type']]: D;
};

/** A row of a defined type as the desk reads it (its console entry's). */
export type DefinedRecords = {
  [T in DefinedType]: Awaited<ReturnType<(typeof SUBMISSION_TYPES)[T]['console']['load']>>[number];
};

/** The key a form binds the one form action to (a definition's `forms`): 'business_inquiry', 'lead_callback'... */
export type FormKey = Definition extends infer D ? (D extends { forms?: infer Forms } ? keyof Forms : never) : never;

/** Each form posted without JavaScript: the guarded path with its schema, and what success means for its page. */
const FORMS = new Map(
  DEFINITIONS.flatMap((definition: AnyDefinition) =>
    Object.entries(definition.forms ?? {}).map(([key, form]) => [
      key,
      { path: guardedPath(definition, form.schema), onSuccess: form.onSuccess },
    ]),
  ),
);

/** A form by its key; the key comes back from the browser (a bound argument), so it may name none. */
export function formOf(key: string) {
  return FORMS.get(key);
}

/** The JSON endpoints the definitions declare (`endpoint`), each the guarded path's route handler. */
const ENDPOINTS = new Map(
  DEFINITIONS.flatMap((definition: AnyDefinition) =>
    definition.endpoint ? [[definition.endpoint, submissionRoute(guardedPath(definition))] as const] : [],
  ),
);

/** The names under /api/ that app/api/[submission]/route.ts serves; Next.js answers any other with a 404. */
export const ENDPOINT_NAMES = [...ENDPOINTS.keys()];

/** The route handler of `POST /api/<name>`, if a definition declares that endpoint. */
export function endpointOf(name: string) {
  return ENDPOINTS.get(name);
}
