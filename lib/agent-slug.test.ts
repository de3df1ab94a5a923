import { describe, expect, it } from 'vitest';
import { agentSlugs, parseAgentSlug } from './agent-slug';

const AGENTS = ['alex', 'jordan'];

describe('parseAgentSlug', () => {
  it('recognises the three per-agent paths of a configured agent', () => {
    expect(parseAgentSlug('alex-booking', AGENTS)).toEqual({ kind: 'calendar', agent: 'alex' });
    expect(parseAgentSlug('book_jordan', AGENTS)).toEqual({ kind: 'calendar', agent: 'jordan' });
    expect(parseAgentSlug('prohealth-survey-alex-non-usha', AGENTS)).toEqual({
      kind: 'non-usha-survey',
      agent: 'alex',
    });
    for (const slug of agentSlugs('jordan')) expect(parseAgentSlug(slug, AGENTS)).not.toBeNull();
  });

  it('rejects unknown agents and other paths', () => {
    for (const slug of [
      'sam-booking',
      'book_sam',
      'prohealth-survey-sam-non-usha',
      'booking',
      'book_',
      '-booking',
      'alex',
      'Alex-booking',
      'alex-booking-x',
      'no-such-page',
    ]) {
      expect(parseAgentSlug(slug, AGENTS), slug).toBeNull();
    }
  });
});
