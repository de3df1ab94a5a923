import 'server-only';
import exampleRates from '@/content/rates/example-rates.json';
import { getEnv } from '../env';
import { loadRatesFile, parseRatesFile, type RatingTable } from './rates-file';

let current: RatingTable | undefined;
let example: RatingTable | undefined;

/** The shipped example table (content/rates/example-rates.json), validated like any rates file. */
export function getExampleRates(): RatingTable {
  example ??= parseRatesFile(exampleRates, 'content/rates/example-rates.json');
  return example;
}

/**
 * The table quotes are priced with: the file named by RATES_FILE, or the example while it is
 * unset. Read once per process (start-up validates it, server/start.ts), so the agency re-rates
 * by replacing the file and restarting: nothing of it is baked into the build.
 */
export function getRates(): RatingTable {
  if (!current) {
    const file = getEnv().RATES_FILE;
    current = file ? loadRatesFile(file) : getExampleRates();
  }
  return current;
}

/** For tests that point RATES_FILE at another file between cases. */
export function resetRatesForTests(): void {
  current = undefined;
}
