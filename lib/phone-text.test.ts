import { describe, expect, it } from 'vitest';
import { splitPhoneNumbers } from './phone-text';

describe('splitPhoneNumbers', () => {
  it('finds the formats the site prints and leaves the rest as text', () => {
    expect(splitPhoneNumbers('Call (202) 555-0142 or 1-800-555-0100, ref LEAD-P72Q-A7D4, $360,000.')).toEqual([
      { text: 'Call ', phone: false },
      { text: '(202) 555-0142', phone: true },
      { text: ' or ', phone: false },
      { text: '1-800-555-0100', phone: true },
      { text: ', ref LEAD-P72Q-A7D4, $360,000.', phone: false },
    ]);
    expect(splitPhoneNumbers('202.555.0142')).toEqual([{ text: '202.555.0142', phone: true }]);
    expect(splitPhoneNumbers('Assessment #4821 of 2026')).toEqual([{ text: 'Assessment #4821 of 2026', phone: false }]);
  });
});
