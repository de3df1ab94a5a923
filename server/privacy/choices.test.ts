import { afterEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/privacy-choices/route';
import { resetRateLimitsForTests } from '../rate-limit';
import { choiceStatus } from './choices';

const post = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost:3000/api/privacy-choices', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-client-ip': '203.0.113.9', ...headers },
    }),
  );

afterEach(() => resetRateLimitsForTests());

describe('POST /api/privacy-choices', () => {
  it('opts the browser out with a plain form (no JavaScript) and goes back to the page', async () => {
    const response = await post('choice=opt-out', { origin: 'http://localhost:3000' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/privacy-choices');
    expect(response.headers.get('set-cookie')).toMatch(
      /^privacy_choices=opt-out; Max-Age=34560000; Path=\/; SameSite=Lax/,
    );
  });

  it('goes back to the page in the language the form posted (decision 182)', async () => {
    expect((await post('choice=opt-out&language=es')).headers.get('location')).toBe('/es/privacy-choices');
    expect((await post('choice=opt-in&language=en')).headers.get('location')).toBe('/privacy-choices');
    // Anything else is the default language, never a refusal.
    const unknown = await post('choice=opt-out&language=fr');
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe('/privacy-choices');
  });

  it('allows sharing again by removing the cookie', async () => {
    const response = await post('choice=opt-in');
    expect(response.headers.get('set-cookie')).toMatch(/^privacy_choices=; Max-Age=0/);
  });

  it('answers JSON to JSON', async () => {
    const response = await post(JSON.stringify({ choice: 'opt-out' }), { 'content-type': 'application/json' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ choice: 'opt-out' });
  });

  it("refuses another site's page changing a visitor's choice, and a bad value, setting nothing", async () => {
    const crossSite = await post('choice=opt-in', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    const bad = await post('choice=maybe');
    expect(bad.status).toBe(400);
    expect(bad.headers.get('set-cookie')).toBeNull();
    expect((await post('choice=opt-out', { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('refuses a form over 2 KB as it arrives, without reading the rest, declared or not', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`choice=opt-out&x=${'a'.repeat(64 * 1024)}`);
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += chunk.byteLength;
          if (pulled > 10 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      },
      { highWaterMark: 0 },
    );
    const chunked = await POST(
      new Request('http://localhost:3000/api/privacy-choices', {
        method: 'POST',
        body,
        duplex: 'half',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-client-ip': '203.0.113.9' },
      } as RequestInit),
    );
    expect(chunked.status).toBe(413);
    expect(await chunked.text()).toContain('The form is too large.');
    expect(pulled).toBeLessThan(1024 * 1024);
    expect(chunked.headers.get('set-cookie')).toBeNull();
    const declared = await post(`choice=opt-out&x=${'a'.repeat(3000)}`, { 'content-length': '3017' });
    expect(declared.status).toBe(413);
    // A form of the page's size is taken.
    expect((await post(`choice=opt-out&x=${'a'.repeat(1000)}`)).status).toBe(303);
  });
});

describe('the status /privacy-choices shows', () => {
  it('puts the GPC signal first, then the opt-out cookie', () => {
    expect(choiceStatus(new Headers({ 'sec-gpc': '1' }))).toBe('gpc');
    expect(choiceStatus(new Headers({ cookie: 'privacy_gpc=1' }))).toBe('gpc');
    expect(choiceStatus(new Headers({ cookie: 'privacy_choices=opt-out' }))).toBe('opted-out');
    expect(choiceStatus(new Headers())).toBe('sharing');
  });
});
