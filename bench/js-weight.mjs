// JavaScript per page as a visitor downloads it: compressed bytes on the wire, measured in
// Chromium on a public host name (bench.example.com mapped to this machine), where the developer
// page map does not load (lib/dev-host.ts), over https as visitors come (bench/tls-front.mjs:
// Chromium asks for brotli only over https). Also the whole page's transfer size. Counted: the
// scripts requested until the page has loaded and settled, including what a shown part imports
// (the results charts); not Next.js's idle-time prefetching of the pages it links to (`?_rsc=`
// payloads and their route chunks, requested with low priority after load), listed apart.
//
//   node bench/js-weight.mjs http://127.0.0.1:4700 [/path ...]     # a running production server
//   BENCH_JS_CHUNKS=1 ...                                          # also list each script
//   BENCH_TLS_PORT=4051 ...                                        # the https front's port (default: server's + 43)
//
// Exported as measureJsWeight() for bench/run.mjs. Never run as a test: the figures are budgets.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BENCH_BROWSER_ARGS, startTlsFront } from './tls-front.mjs';
import { localizedPath } from '../lib/i18n/locale.ts';
import { hasSpanishTwin } from '../lib/i18n/twin-path.ts';
import { VISITOR_PATHS } from './visitor-paths.mjs';

/** Creates a home-insurance assessment in the browser (as the form does) and answers its results page's path. */
async function resultsPath(context, origin) {
  const page = await context.newPage();
  await page.goto(`${origin}/contact`);
  const { status, body } = await page.evaluate(async () => {
    const response = await fetch('/api/insurance/options', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        state: 'PA',
        zipCode: '19103',
        dwellingCoverage: 360000,
        squareFeet: 2100,
        yearBuilt: new Date().getUTCFullYear() - 20,
        construction: 'frame',
        roofAge: 10,
        claimsLastFiveYears: 0,
        preferredDeductible: 3000,
        fullName: 'Bench Visitor',
        email: 'bench@example.com',
        phone: '(215) 555-0134',
        consent: true,
      }),
    });
    return { status: response.status, body: await response.text() };
  });
  await page.close();
  if (status !== 201) throw new Error(`POST /api/insurance/options answered ${status}: ${body}`);
  return `/results/${JSON.parse(body).assessmentId}`;
}

export async function measureJsWeight(baseUrl, paths = VISITOR_PATHS, { withResults = true, chunks = false } = {}) {
  const port = Number(new URL(baseUrl).port);
  const front = await startTlsFront({ port: Number(process.env.BENCH_TLS_PORT ?? port + 43), targetPort: port });
  const origin = front.origin;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: BENCH_BROWSER_ARGS,
  });
  const rows = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const all = [...paths];
    if (withResults) {
      const results = await resultsPath(context, origin);
      all.push(results);
      if (hasSpanishTwin(results)) all.push(localizedPath(results, 'es'));
    }
    /** One first visit (nothing in the browser's cache); with `prefetch` false, Next.js's prefetches are refused. */
    async function visit(pagePath, { prefetch }) {
      const fresh = await browser.newContext({
        viewport: { width: 390, height: 844 },
        storageState: await context.storageState(),
      });
      const page = await fresh.newPage();
      // A prefetch asks for the linked page's payload (?_rsc=); its route chunks follow from it.
      if (!prefetch)
        await page.route(
          (url) => url.searchParams.has('_rsc'),
          (route) => route.abort(),
        );
      const scripts = [];
      let total = 0;
      page.on('requestfinished', async (request) => {
        const sizes = await request.sizes().catch(() => null);
        if (!sizes) return;
        const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
        total += bytes;
        if (request.resourceType() === 'script') scripts.push({ url: request.url(), bytes });
      });
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
      // Scripts loaded after hydration (dynamic imports of what is shown) count too.
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(500);
      await fresh.close();
      return { scripts, total, js: scripts.reduce((sum, item) => sum + item.bytes, 0) };
    }
    for (const pagePath of all) {
      const own = await visit(pagePath, { prefetch: false });
      const withPrefetch = await visit(pagePath, { prefetch: true });
      rows.push({
        path: pagePath.replace(/\/results\/[^/]+$/, '/results/{id}'),
        'JS KB': +(own.js / 1024).toFixed(1),
        'page KB': +(own.total / 1024).toFixed(1),
        scripts: own.scripts.length,
        'then prefetched KB': +(Math.max(0, withPrefetch.total - own.total) / 1024).toFixed(1),
      });
      if (chunks) {
        for (const item of own.scripts.sort((a, b) => b.bytes - a.bytes))
          console.log(
            `  ${pagePath} ${(item.bytes / 1024).toFixed(1).padStart(6)} KB ${path.basename(new URL(item.url).pathname)}`,
          );
      }
    }
  } finally {
    await browser.close();
    await front.stop();
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
  const paths = process.argv.slice(3).filter((arg) => arg.startsWith('/'));
  const rows = await measureJsWeight(baseUrl, paths.length ? paths : VISITOR_PATHS, {
    withResults: !paths.length,
    chunks: Boolean(process.env.BENCH_JS_CHUNKS),
  });
  console.table(rows);
}
