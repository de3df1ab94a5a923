import 'server-only';

/** The console's notion of now (one place, so tests can move time with fake timers). */
export function now(): Date {
  return new Date(Date.now());
}
