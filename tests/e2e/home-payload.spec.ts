import { FAQ } from '@/content/faq';
import { ABOUT, COVERAGE_TYPES, PROCESS } from '@/content/home';
import { expect, test } from './fixtures';

/**
 * The home page's HTML in its two parts: the markup the browser draws (scripts removed) and the
 * inline payload the client router reads (the strings pushed to self.__next_f). The App Router
 * always carries the server-rendered tree in that payload once, so each text is there once; a
 * client component given the same text as a prop, or a list keyed by the text, adds a second copy
 * (decision 176).
 */
function splitPage(html: string) {
  const payload = [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map(([, push]) => JSON.parse(push ?? '[]') as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, chunk]) => chunk ?? '')
    .join('');
  const markup = html.replace(/<script\b[^>]*>.*?<\/script>/gs, '');
  return { markup, payload };
}

const occurrences = (haystack: string, needle: string) => haystack.split(needle).length - 1;

test('the home page carries each long text once in its markup and once in its payload', async ({ request }) => {
  const { markup, payload } = splitPage(await (await request.get('/')).text());
  expect(payload.length).toBeGreaterThan(0);
  const texts = [
    ...ABOUT.paragraphs,
    ...PROCESS.steps.map((step) => step.text),
    ...COVERAGE_TYPES.tiles.map((tile) => tile.text),
    ...FAQ.flatMap((item) => item.answer.filter((paragraph) => typeof paragraph === 'string')),
  ];
  // Texts HTML would escape differently in the markup are left out: the check compares raw strings.
  const plain = texts.filter((text) => !/[&<>"']/.test(text));
  expect(plain.length).toBeGreaterThanOrEqual(10);
  for (const text of plain) {
    expect.soft(occurrences(markup, text), text).toBe(1);
    expect.soft(occurrences(payload, text), text).toBe(1);
  }
});

test('the testimonials and coverage cards draw their star and check mark from one shape each', async ({ page }) => {
  const { markup } = splitPage(await (await page.request.get('/')).text());
  expect(occurrences(markup, 'd="M10 1.5l2.6 5.3')).toBe(1);
  expect(occurrences(markup, 'd="M20 6 9 17l-5-5"')).toBe(1);
  // And they are drawn: every <use> points at a shape the page defines.
  await page.goto('/');
  const missing = await page.evaluate(() =>
    [...document.querySelectorAll('use')]
      .map((use) => use.getAttribute('href') ?? '')
      .filter((href) => !document.querySelector(href)),
  );
  expect(missing).toEqual([]);
});
