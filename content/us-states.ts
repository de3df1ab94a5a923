/**
 * The states' names as a visitor reads them, by postal code: the English are lib/us-states.ts's own
 * (the one list), written here as a text module so the Spanish (content/es/us-states.ts) is typed
 * against it and a state without a Spanish name fails the typecheck (decision 182).
 */
import { US_STATES } from '@/lib/us-states';

type StateNames = { readonly [State in (typeof US_STATES)[number] as State['code']]: State['name'] };

export const STATE_NAMES = Object.fromEntries(US_STATES.map((state) => [state.code, state.name])) as StateNames;
