import { describe, expect, it } from 'vitest';
import { resultsPath } from './links';

describe('resultsPath', () => {
  it('opens the results in the language the assessment was sent in (decision 182)', () => {
    expect(resultsPath(4815162342)).toBe('/results/4815162342');
    expect(resultsPath(4815162342, 'en')).toBe('/results/4815162342');
    expect(resultsPath(4815162342, 'es')).toBe('/es/results/4815162342');
  });
});
