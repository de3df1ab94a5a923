// Where Debian's Chromium is (npm packages cannot download browsers on this project's machines).
import { existsSync } from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(): string | null {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

export const CHROMIUM_MISSING_MESSAGE =
  "Chromium was not found. The browser tests drive Debian's Chromium: install it with\n" +
  '  sudo apt-get install -y chromium\n' +
  'or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/** Flags for a headless Chromium on a machine without outside network access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
