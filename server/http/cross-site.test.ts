import { describe, expect, it } from 'vitest';
import { isCrossSite, isOriginNextRefuses } from './cross-site';

const from = (headers: Record<string, string>) => (name: string) => headers[name] ?? null;

describe('isCrossSite', () => {
  it("is true for another site's page: Sec-Fetch-Site cross-site, a foreign or opaque Origin", () => {
    expect(isCrossSite(from({ 'sec-fetch-site': 'cross-site', host: 'site.example' }), 'site.example')).toBe(true);
    expect(isCrossSite(from({ origin: 'https://evil.example', host: 'site.example' }), 'site.example')).toBe(true);
    expect(isCrossSite(from({ origin: 'null', host: 'site.example' }), 'site.example')).toBe(true);
    // An Origin that is no address at all is not this site's either.
    expect(isCrossSite(from({ origin: 'site.example', host: 'site.example' }), 'site.example')).toBe(true);
    expect(
      isCrossSite(from({ origin: 'https://site.example.evil.example', host: 'site.example' }), 'site.example'),
    ).toBe(true);
  });

  it("is false for this site's pages (by Host, X-Forwarded-Host or the public host) and for clients that are not browsers", () => {
    expect(
      isCrossSite(
        from({ origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }),
        'www.site.example',
      ),
    ).toBe(false);
    expect(
      isCrossSite(
        from({ origin: 'https://www.site.example', host: '127.0.0.1:3000', 'x-forwarded-host': 'www.site.example' }),
        'other.example',
      ),
    ).toBe(false);
    expect(isCrossSite(from({ origin: 'https://www.site.example', host: '127.0.0.1:3000' }), 'www.site.example')).toBe(
      false,
    );
    expect(isCrossSite(from({ host: 'www.site.example' }), 'www.site.example')).toBe(false);
  });

  it('takes Sec-Fetch-Site same-origin over the "null" Origin a no-referrer page sends, and only that', () => {
    expect(
      isCrossSite(from({ origin: 'null', host: 'site.example', 'sec-fetch-site': 'same-origin' }), 'site.example'),
    ).toBe(false);
    // "none": the visitor started the request themselves (a reload that sends a form again).
    expect(isCrossSite(from({ origin: 'null', host: 'site.example', 'sec-fetch-site': 'none' }), 'site.example')).toBe(
      false,
    );
    expect(
      isCrossSite(from({ origin: 'null', host: 'site.example', 'sec-fetch-site': 'same-site' }), 'site.example'),
    ).toBe(true);
    expect(
      isCrossSite(
        from({ origin: 'https://evil.example', host: 'site.example', 'sec-fetch-site': 'same-site' }),
        'site.example',
      ),
    ).toBe(true);
  });

  it('refuses an Origin that is no origin at all, even beside Sec-Fetch-Site same-origin', () => {
    for (const origin of ['x', 'site.example', '://', 'http://']) {
      expect(
        isCrossSite(from({ origin, host: 'site.example', 'sec-fetch-site': 'same-origin' }), 'site.example'),
        origin,
      ).toBe(true);
    }
    expect(
      isCrossSite(
        from({ origin: 'http://site.example', host: 'site.example', 'sec-fetch-site': 'same-origin' }),
        'site.example',
      ),
    ).toBe(false);
  });
});

describe('isOriginNextRefuses', () => {
  it("is true where Next.js's check of an action's Origin would throw: another host than X-Forwarded-Host or Host, or null", () => {
    // The X-Forwarded-Host decides when there is one, even where the Host would match.
    expect(
      isOriginNextRefuses(
        from({ origin: 'http://127.0.0.1:3300', host: '127.0.0.1:3300', 'x-forwarded-host': 'www.example.org' }),
      ),
    ).toBe(true);
    // The browser's "same-origin" does not count here: Next.js reads the Origin alone.
    expect(
      isOriginNextRefuses(
        from({ origin: 'https://evil.example', host: 'site.example', 'sec-fetch-site': 'same-origin' }),
      ),
    ).toBe(true);
    expect(isOriginNextRefuses(from({ origin: 'null', host: 'site.example', 'sec-fetch-site': 'same-origin' }))).toBe(
      true,
    );
    expect(isOriginNextRefuses(from({ origin: 'x', host: 'site.example' }))).toBe(true);
    expect(isOriginNextRefuses(from({ origin: 'https://site.example' }))).toBe(true);
  });

  it('is false for an Origin naming the X-Forwarded-Host (the first of a chain), or the Host without one, and without an Origin', () => {
    expect(isOriginNextRefuses(from({ origin: 'http://localhost:3000', host: 'localhost:3000' }))).toBe(false);
    expect(
      isOriginNextRefuses(
        from({ origin: 'https://www.site.example', host: '127.0.0.1:3000', 'x-forwarded-host': 'www.site.example' }),
      ),
    ).toBe(false);
    expect(
      isOriginNextRefuses(
        from({
          origin: 'https://www.site.example',
          host: 'x',
          'x-forwarded-host': ' www.site.example , proxy.internal',
        }),
      ),
    ).toBe(false);
    expect(
      isOriginNextRefuses(
        from({ origin: 'https://www.site.example', host: 'www.site.example', 'x-forwarded-host': '' }),
      ),
    ).toBe(false);
    expect(isOriginNextRefuses(from({ host: 'site.example' }))).toBe(false);
  });
});
