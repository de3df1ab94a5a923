import 'server-only';
import { businessInquiryType } from '../business/submit';
import { claimType } from '../claims/submit';
import { leadType } from '../leads/submit';

/**
 * Every submission type declared with `defineSubmissionType` (decision 178), listed once: the
 * console reads their entries from here (server/console/item-fields.ts). Not imported by
 * server/submissions/tables.ts, which the command-line tools load through Node's type stripping.
 */
const DEFINITIONS = [leadType, claimType, businessInquiryType] as const;

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
