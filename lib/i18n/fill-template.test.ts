import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('puts each value in its place, as often as it is named', () => {
    expect(fillTemplate('{provider} selected: {monthly}/mo', { provider: 'Premier Coverage', monthly: '$138' })).toBe(
      'Premier Coverage selected: $138/mo',
    );
    expect(fillTemplate('{a} and {a}', { a: 'x' })).toBe('x and x');
  });

  it('leaves a placeholder without a value as written, and a value is never read as a pattern', () => {
    expect(fillTemplate('Save {amount} by paying annually', {})).toBe('Save {amount} by paying annually');
    expect(fillTemplate('Ahorre {amount}', { amount: '$1 {amount} $&' })).toBe('Ahorre $1 {amount} $&');
  });
});
