import { describe, expect, it } from 'vitest';
import { choiceCookie, cookieValue, gpcCookieUpdate } from './privacy-choices';

describe('Global Privacy Control cookie (server.mjs)', () => {
  it('is set when the browser sends Sec-GPC: 1, so a prerendered page knows the signal', () => {
    expect(gpcCookieUpdate({ headers: { 'sec-gpc': '1' } })).toBe('privacy_gpc=1; Path=/; SameSite=Lax');
  });

  it('is not set again while present, nor without the signal', () => {
    expect(gpcCookieUpdate({ headers: { 'sec-gpc': '1', cookie: 'theme=dark; privacy_gpc=1' } })).toBeNull();
    expect(gpcCookieUpdate({ headers: {} })).toBeNull();
    expect(gpcCookieUpdate({ headers: { 'sec-gpc': '0' } })).toBeNull();
  });

  it('is cleared on a page load without the signal (the visitor turned it off)', () => {
    expect(gpcCookieUpdate({ headers: { cookie: 'privacy_gpc=1', 'sec-fetch-dest': 'document' } })).toBe(
      'privacy_gpc=; Path=/; Max-Age=0; SameSite=Lax',
    );
    // A subresource request says nothing about the signal.
    expect(gpcCookieUpdate({ headers: { cookie: 'privacy_gpc=1', 'sec-fetch-dest': 'script' } })).toBeNull();
  });
});

describe("the visitor's choice cookie", () => {
  it('keeps an opt-out for 400 days, readable by the page (not HttpOnly), Secure on https', () => {
    expect(choiceCookie('opt-out', true)).toBe(
      'privacy_choices=opt-out; Max-Age=34560000; Path=/; SameSite=Lax; Secure',
    );
    expect(choiceCookie('opt-out', false)).not.toContain('Secure');
    expect(choiceCookie('opt-out', true)).not.toMatch(/HttpOnly/i);
  });

  it('removes the opt-out when the visitor allows sharing again', () => {
    expect(choiceCookie('opt-in', false)).toBe('privacy_choices=; Max-Age=0; Path=/; SameSite=Lax');
  });

  it('reads one cookie from a Cookie header', () => {
    expect(cookieValue('a=1; privacy_choices=opt-out; b=2', 'privacy_choices')).toBe('opt-out');
    expect(cookieValue('xprivacy_choices=opt-out', 'privacy_choices')).toBeNull();
    expect(cookieValue(null, 'privacy_choices')).toBeNull();
  });
});
