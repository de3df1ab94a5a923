import { describe, expect, it } from 'vitest';
import { sameSitePath } from './site-links';

describe('sameSitePath', () => {
  const base = 'https://insurancematch.example.com';
  it('keeps the site’s own pages in the same tab: a path, or an address on this origin', () => {
    expect(sameSitePath('/prohealth-survey', base)).toBe('/prohealth-survey');
    expect(sameSitePath('https://insurancematch.example.com/booking?from=contact#top', base)).toBe(
      '/booking?from=contact#top',
    );
  });
  it('treats another host, scheme or port, and a protocol-relative address, as outside the site', () => {
    expect(sameSitePath('https://survey.provider.example/form', base)).toBeNull();
    expect(sameSitePath('http://insurancematch.example.com/booking', base)).toBeNull();
    expect(sameSitePath('https://insurancematch.example.com:8443/booking', base)).toBeNull();
    expect(sameSitePath('//evil.example/x', base)).toBeNull();
  });
});
