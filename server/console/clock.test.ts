import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { now, TEST_CLOCK_FILE } from './clock';

const folder = mkdtempSync(path.join(tmpdir(), 'im-console-clock-'));
const HOUR = 60 * 60 * 1000;

function settings(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvForTests();
}

afterEach(() => {
  settings({ CONSOLE_TEST_CLOCK: '', DATA_DIR: '' });
  vi.useRealTimers();
});

describe("the console's clock", () => {
  it('is the real time unless CONSOLE_TEST_CLOCK=true, whatever the offset file says', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 12), toFake: ['Date'] });
    writeFileSync(path.join(folder, TEST_CLOCK_FILE), String(HOUR));
    settings({ DATA_DIR: folder });
    expect(now().toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });

  it('with CONSOLE_TEST_CLOCK=true, adds the offset written in DATA_DIR, read on every call', () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 24, 12), toFake: ['Date'] });
    settings({ DATA_DIR: folder, CONSOLE_TEST_CLOCK: 'true' });
    writeFileSync(path.join(folder, TEST_CLOCK_FILE), String(31 * 60 * 1000));
    expect(now().toISOString()).toBe('2026-11-24T12:31:00.000Z');
    writeFileSync(path.join(folder, TEST_CLOCK_FILE), 'not a number');
    expect(now().toISOString()).toBe('2026-11-24T12:00:00.000Z');
    rmSync(path.join(folder, TEST_CLOCK_FILE));
    expect(now().toISOString()).toBe('2026-11-24T12:00:00.000Z');
  });
});
