import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from './env';
import { getSiteConfig } from './site-config';

const KEYS = ['AGENCY_NPN', 'AGENCY_STATE_LICENSES', 'AGENCY_ADDRESS'] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvForTests();
});

describe('getSiteConfig().agency', () => {
  it('carries the licensing settings, the licences parsed to state and number', () => {
    process.env.AGENCY_NPN = '19876543';
    process.env.AGENCY_STATE_LICENSES = 'tx:2468135, CA:0K12345';
    process.env.AGENCY_ADDRESS = '100 Main Street, Austin, TX 78701';
    resetEnvForTests();
    expect(getSiteConfig().agency).toEqual({
      npn: '19876543',
      licenses: [
        { state: 'TX', number: '2468135' },
        { state: 'CA', number: '0K12345' },
      ],
      address: '100 Main Street, Austin, TX 78701',
    });
  });

  it('is empty by default, so nothing is shown', () => {
    for (const key of KEYS) delete process.env[key];
    resetEnvForTests();
    expect(getSiteConfig().agency).toEqual({ npn: '', licenses: [], address: '' });
  });
});
