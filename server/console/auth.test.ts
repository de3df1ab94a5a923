import { afterEach, describe, expect, it } from 'vitest';
import { resetEnvForTests } from '@/server/env';
import { sessionCookieName, sessionCookieOptions } from './auth';

const original = process.env.PUBLIC_BASE_URL;
function servedAt(url: string) {
  process.env.PUBLIC_BASE_URL = url;
  resetEnvForTests();
}
afterEach(() => {
  if (original === undefined) delete process.env.PUBLIC_BASE_URL;
  else process.env.PUBLIC_BASE_URL = original;
  resetEnvForTests();
});

describe('the console session cookie', () => {
  it('is __Host- prefixed and Secure on an https site: the browser refuses it over http, no subdomain can set it', () => {
    servedAt('https://www.agency.example');
    expect(sessionCookieName()).toBe('__Host-im_console');
    expect(sessionCookieOptions()).toEqual({ httpOnly: true, secure: true, sameSite: 'lax', path: '/' });
  });

  it('has a plain name on http://localhost (development), still HttpOnly and SameSite=Lax', () => {
    servedAt('http://localhost:3000');
    expect(sessionCookieName()).toBe('im_console');
    expect(sessionCookieOptions()).toEqual({ httpOnly: true, secure: false, sameSite: 'lax', path: '/' });
  });
});
