import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';
import { contentSecurityPolicy } from './security-headers';

describe('Content-Security-Policy', () => {
  it('allows no third-party host with the default configuration', () => {
    const csp = contentSecurityPolicy(parseEnv({}));
    expect(csp).not.toMatch(/https?:/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
  });

  it('allows exactly the configured embed and analytics hosts', () => {
    const csp = contentSecurityPolicy(
      parseEnv({
        SURVEY_URL_MAIN: 'https://survey.example.org/widget/abc',
        BOOKING_WIDGET_URL: 'https://book.example.net/w/1',
        FORM_EMBED_SCRIPT_URL: 'https://api.forms.example.com/js/form_embed.js',
        GA4_MEASUREMENT_ID: 'G-ABC123',
      }),
    );
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('frame-src')).toBe("frame-src 'self' https://book.example.net https://survey.example.org");
    expect(directive('script-src')).toContain('https://api.forms.example.com');
    expect(directive('script-src')).toContain('https://www.googletagmanager.com');
    expect(directive('script-src')).not.toContain('connect.facebook.net');
  });
});
