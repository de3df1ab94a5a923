import { expect, test } from './fixtures';

// Every page the sitemap offers to search engines names itself as canonical (decision 022), so
// a copy reached through tracking parameters or a second route never competes with it.
test('every page in the sitemap has a canonical link to its own address', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!));
  expect(urls.length).toBeGreaterThan(5);
  for (const url of urls) {
    const html = await (await request.get(url.pathname)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical, `canonical of ${url.pathname}`).toBeDefined();
    expect(new URL(canonical!).pathname, `canonical of ${url.pathname}`).toBe(url.pathname);
  }
});
