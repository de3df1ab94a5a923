import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestingDepth } from './json-depth';

describe('nestingDepth', () => {
  it('counts how deep a body nests, not how many lists and objects it holds', () => {
    // Wide and shallow: many fields, a list of ages in one, many lists side by side.
    const household = JSON.stringify({
      ages: Array.from({ length: 40 }, (_, index) => 30 + index),
      people: [[34], [35], [36]],
    });
    expect(nestingDepth(household)).toBe(3);
    expect(nestingDepth(JSON.stringify(Array.from({ length: 100 }, () => [])))).toBe(2);
    expect(nestingDepth(JSON.stringify({ a: [1], b: [2], c: {}, d: [] }))).toBe(2);
  });

  it('reads brackets inside a text, escaped quotes included, as text', () => {
    expect(nestingDepth(JSON.stringify({ note: '[[[{{{ "quoted [" \\ ]]]' }))).toBe(1);
    expect(nestingDepth('"plain"')).toBe(0);
  });

  it('measures a body nested past the limit', () => {
    const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1);
    expect(nestingDepth(deep)).toBe(MAX_JSON_DEPTH + 1);
  });
});
