import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env-schema';
import { isLocalStandIn, listPlaceholders } from './placeholders';

const settingsOf = (source: Record<string, string>) => listPlaceholders(parseEnv(source)).map((entry) => entry.setting);

describe('placeholder settings', () => {
  it('recognises fictional numbers however they are written, and only those', () => {
    expect(settingsOf({ SUPPORT_PHONE: '+1 202 555 0123' })).toContain('SUPPORT_PHONE');
    expect(settingsOf({ SUPPORT_PHONE: '202.555.0199' })).toContain('SUPPORT_PHONE');
    expect(settingsOf({ SUPPORT_PHONE: '(202) 555-0200' })).not.toContain('SUPPORT_PHONE');
  });

  it('recognises example.com addresses, also in a display name, and not other domains', () => {
    expect(settingsOf({ MAIL_FROM: 'Site <bot@mail.example.org>' })).toContain('MAIL_FROM');
    const listed = settingsOf({ MAIL_FROM: 'Site <bot@examples.com>', SUPPORT_EMAIL: 'a@myexample.com' });
    expect(listed).not.toContain('MAIL_FROM');
    expect(listed).not.toContain('SUPPORT_EMAIL');
  });

  it('names only the agents whose calendar is still a stand-in', () => {
    const entry = listPlaceholders(
      parseEnv({ AGENT_CALENDARS: 'maria=https://cal.provider.test/maria,sam=/embeds/calendar?agent=sam' }),
    ).find((placeholder) => placeholder.setting === 'AGENT_CALENDARS');
    expect(entry?.reason).toMatch(/\bsam\b/);
    expect(entry?.reason).not.toMatch(/\bmaria\b/);
  });

  it('flags a public address on this machine', () => {
    expect(settingsOf({ PUBLIC_BASE_URL: 'http://127.0.0.1:8080' })).toContain('PUBLIC_BASE_URL');
    expect(settingsOf({ PUBLIC_BASE_URL: 'https://www.insurancematch.test' })).not.toContain('PUBLIC_BASE_URL');
  });

  it("flags the console's test clock when it is on", () => {
    expect(settingsOf({ CONSOLE_TEST_CLOCK: 'true' })).toContain('CONSOLE_TEST_CLOCK');
    expect(settingsOf({})).not.toContain('CONSOLE_TEST_CLOCK');
  });

  it('flags console sign-in without a second factor (production start-up warns, issue 23 item 8)', () => {
    expect(settingsOf({ CONSOLE_REQUIRE_MFA: 'false' })).toContain('CONSOLE_REQUIRE_MFA');
    expect(settingsOf({})).not.toContain('CONSOLE_REQUIRE_MFA');
  });

  it('treats only /embeds/ paths as stand-ins', () => {
    expect(isLocalStandIn('/embeds/booking')).toBe(true);
    expect(isLocalStandIn('/booking')).toBe(false);
    expect(isLocalStandIn('https://widgets.provider.test/embeds/booking')).toBe(false);
  });
});

describe('embedAvailable', () => {
  it('frames a configured URL, never an unset one (the site shows its own form instead)', async () => {
    const { embedAvailable } = await import('./placeholders');
    expect(embedAvailable('')).toBe(false);
    expect(embedAvailable('https://forms.provider.test/survey')).toBe(true);
  });
});

describe('whether the /embeds stand-ins are served', () => {
  it('reads SERVE_EMBED_STAND_INS with the spellings every yes/no setting accepts', async () => {
    const { standInsServed } = await import('./placeholders');
    const before = process.env.SERVE_EMBED_STAND_INS;
    try {
      for (const on of ['true', '1', 'yes', 'YES']) {
        process.env.SERVE_EMBED_STAND_INS = on;
        expect(standInsServed(), on).toBe(true);
      }
      for (const off of ['false', '0', 'no', '', 'maybe']) {
        process.env.SERVE_EMBED_STAND_INS = off;
        expect(standInsServed(), off).toBe(false);
      }
    } finally {
      if (before === undefined) delete process.env.SERVE_EMBED_STAND_INS;
      else process.env.SERVE_EMBED_STAND_INS = before;
    }
  });
});
