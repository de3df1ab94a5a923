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

describe('the whole policy, as a browser receives it', () => {
  it('is exactly this with the default configuration: every source the site itself, nothing evaluated', () => {
    expect(contentSecurityPolicy(parseEnv({}))).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; frame-src 'self'; media-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
  });

  it("allows 'unsafe-eval' only for the development server (its refresh needs it), never in a build", () => {
    const env = parseEnv({});
    expect(directive(contentSecurityPolicy(env, { dev: true }), 'script-src')).toBe(
      "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
    );
    expect(contentSecurityPolicy(env)).not.toContain('unsafe-eval');
    expect(header(securityHeaders(env), 'Content-Security-Policy')).not.toContain('unsafe-eval');
  });

  it('opens each directive to the analytics and the pixel exactly where they load and report, and no further', () => {
    const csp = contentSecurityPolicy(
      parseEnv({ GA4_MEASUREMENT_ID: 'G-ABC123', GTM_CONTAINER_ID: 'GTM-ABC123', META_PIXEL_ID: '123456' }),
    );
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com");
    expect(directive(csp, 'img-src')).toBe(
      "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com https://www.facebook.com",
    );
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://www.googletagmanager.com");
    // GA4 alone loads through the same tag script but needs no frame.
    expect(directive(contentSecurityPolicy(parseEnv({ GA4_MEASUREMENT_ID: 'G-ABC123' })), 'frame-src')).toBe(
      "frame-src 'self'",
    );
    // The pixel alone is an image, nothing else.
    const pixel = contentSecurityPolicy(parseEnv({ META_PIXEL_ID: '123456' }));
    expect(directive(pixel, 'img-src')).toBe("img-src 'self' data: blob: https://www.facebook.com");
    expect(directive(pixel, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  });

  it('adds no host for a frame on this site (a path), and each configured host once', () => {
    const csp = contentSecurityPolicy(
      parseEnv({
        BOOKING_WIDGET_URL: '/booking/widget',
        SURVEY_URL_MAIN: 'https://survey.example.org/a',
        SURVEY_URL_M2: 'https://survey.example.org/b',
        AGENT_CALENDARS: 'sam=/calendars/sam, alex=https://cal.example.com/alex',
      }),
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://cal.example.com https://survey.example.org");
  });

  it('sends the same content-type, referrer and feature rules on every answer', () => {
    const headers = securityHeaders(parseEnv({}));
    expect(header(headers, 'X-Content-Type-Options')).toBe('nosniff');
    // A page's address (a results id) is not sent to another site, only this site's origin.
    expect(header(headers, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    // The camera for photographing a claim's documents here; no microphone, location or payment.
    expect(header(headers, 'Permissions-Policy')).toBe('camera=(self), microphone=(), geolocation=(), payment=()');
    expect(headers.map((entry) => entry.key)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
    ]);
  });
});
