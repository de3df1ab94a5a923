import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * An unexpected console.error fails the test, as it does in the browser suite: React's warnings
 * and errors that code swallowed into the console are bugs. A test that expects one spies on
 * console.error itself (its own spy replaces this one).
 */
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  const unexpected = calls;
  calls = [];
  expect(
    unexpected.map((args) => args.map(String).join(' ')),
    'unexpected console.error',
  ).toEqual([]);
});
