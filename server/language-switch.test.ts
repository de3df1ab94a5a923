import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { languageSwitchResponse } = await import('./language-switch');

const switchTo = (query: string, referer?: string) =>
  languageSwitchResponse(
    new Request(`http://localhost/api/language?${query}`, { headers: referer ? { referer } : {} }),
  );

describe('the language switch (decision 182)', () => {
  it('lands on the same page in the other language and remembers the choice', () => {
    const answer = switchTo('to=es&from=/');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/es');
    expect(answer.headers.get('set-cookie')).toMatch(/^language=es; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
    expect(switchTo('to=en&from=/es').headers.get('location')).toBe('/');
  });

  it('reads the page from the Referer when JavaScript did not add it', () => {
    expect(switchTo('to=en', 'https://www.example.com/es').headers.get('location')).toBe('/');
  });

  it('sends only to paths of the site: another host or an unknown page becomes the home page', () => {
    expect(switchTo('to=es&from=//evil.example/x').headers.get('location')).toBe('/es');
    expect(switchTo('to=es&from=https://evil.example/').headers.get('location')).toBe('/es');
  });

  it('takes a page only as a browser sends it: a decoded line feed or a letter beyond Latin-1 is the home page, not a 500', () => {
    for (const from of ['/thank-you/a%0Ab', '/results/%E2%82%AC', '/claims/sent/%C3%A9']) {
      const answer = switchTo(`to=es&from=${from}`);
      expect(answer.status, from).toBe(303);
      expect(answer.headers.get('location'), from).toBe('/es');
    }
    // The page as the shell script sends it (its path percent-encoded once more) keeps its twin.
    expect(switchTo(`to=es&from=${encodeURIComponent('/results/123')}`).headers.get('location')).toBe(
      '/es/results/123',
    );
  });
});
