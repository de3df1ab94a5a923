import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getEnv } from '../env';

/** The file, in DATA_DIR, whose number of milliseconds moves the console's clock when CONSOLE_TEST_CLOCK=true. */
export const TEST_CLOCK_FILE = 'console-test-clock-offset-ms';

/**
 * The console's notion of now (one place, so tests can move time: fake timers in the unit and
 * database tests; in the console's browser tests, which drive a production build in another
 * process, CONSOLE_TEST_CLOCK=true adds the offset written in DATA_DIR/console-test-clock-offset-ms).
 * Off by default: the file is then never read. Whoever could write it can already write the
 * database in the same folder, and production start-up and `npm run doctor` flag the setting
 * (decision 113).
 */
export function now(): Date {
  return new Date(Date.now() + testClockOffsetMs());
}

function testClockOffsetMs(): number {
  const env = getEnv();
  if (!env.CONSOLE_TEST_CLOCK) return 0;
  try {
    const offset = Number(readFileSync(path.join(env.DATA_DIR, TEST_CLOCK_FILE), 'utf8').trim());
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0;
  }
}

/** The zone the console shows times in (AGENCY_TIME_ZONE, default America/New_York). */
export function agencyTimeZone(): string {
  return getEnv().AGENCY_TIME_ZONE;
}
