import { describe, expect, it } from 'vitest';
import { VISITOR_MESSAGES } from '@/content/messages';
import { matchesMessageList } from '@/lib/i18n/messages';
import { gapMessage } from '@/server/estimates/answer';

// Apart from content/messages.test.ts: the server's modules set zod's English defaults
// (server/zod-messages.ts), which would change what the schemas say there.
describe('the catalogue covers what the server says of an estimate it cannot make', () => {
  it.each(['no-benchmark', 'no-age-curve', 'no-adult-on-community-rated-policy'] as const)('%s', (gap) => {
    for (const state of ['TX', 'NY', 'VT'] as const)
      expect(matchesMessageList(gapMessage(gap, state), VISITOR_MESSAGES), state).toBe(true);
  });
});
