import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

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

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((entry) => entry.key === key)?.value;
const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part === name || part.startsWith(`${name} `));

describe('transport and isolation headers', () => {
  it('sends HSTS for a year with subdomains, and upgrade-insecure-requests, when the site is https', () => {
    const env = parseEnv({ PUBLIC_BASE_URL: 'https://www.example.com' });
    expect(header(securityHeaders(env), 'Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(directive(contentSecurityPolicy(env), 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests');
  });

  it('sends neither on an http site (local use), which they would lock out', () => {
    const env = parseEnv({ PUBLIC_BASE_URL: 'http://localhost:3000' });
    expect(header(securityHeaders(env), 'Strict-Transport-Security')).toBeUndefined();
    expect(directive(contentSecurityPolicy(env), 'upgrade-insecure-requests')).toBeUndefined();
  });

  it('isolates the window and the responses from other sites', () => {
    const headers = securityHeaders(parseEnv({}));
    expect(header(headers, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(header(headers, 'Cross-Origin-Resource-Policy')).toBe('same-origin');
  });
});

describe('CSP_EXTRA_HOSTS', () => {
  it("adds the tag manager's extra hosts to the script, connect, img and frame sources, as https origins", () => {
    const csp = contentSecurityPolicy(
      parseEnv({
        GTM_CONTAINER_ID: 'GTM-ABC123',
        CSP_EXTRA_HOSTS: 'cdn.tags.example.com, https://*.pixels.example.net',
      }),
    );
    for (const name of ['script-src', 'connect-src', 'img-src', 'frame-src']) {
      expect(directive(csp, name), name).toContain('https://cdn.tags.example.com');
      expect(directive(csp, name), name).toContain('https://*.pixels.example.net');
    }
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
  });

  it.each([
    'http://cdn.example.com',
    "'unsafe-eval'",
    '*',
    'cdn.example.com/path',
    'cdn.example.com;script-src',
    'data:',
  ])('refuses %s naming the variable', (value) => {
    expect(() => parseEnv({ CSP_EXTRA_HOSTS: value })).toThrow(/\bCSP_EXTRA_HOSTS\b/);
  });
});
