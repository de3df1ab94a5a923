import { PUBLIC_PAGE_ROUTES } from '@/content/routes';
import { checkHtml } from '../support/vnu';
import { createAssessment } from './assessment-support';
import { expect, test } from './fixtures';

// The HTML the production build serves for every route is valid for the W3C Nu checker (decision
// 171): the registry's pages (a real results page instead of the placeholder id), the console's
// sign-in pages, and the not-found page. One Java run checks them all.
test('every route serves HTML the Nu checker finds no error in', async ({ request }) => {
  test.setTimeout(240_000);
  const assessmentId = await createAssessment(request);
  const paths = [
    ...new Set(
      PUBLIC_PAGE_ROUTES.filter((route) => route.layout !== 'console' || route.access === 'public').map((route) =>
        route.pattern === '/results/[assessmentId]' ? `/results/${assessmentId}` : route.path,
      ),
    ),
    '/no-such-page',
  ];
  const documents = [];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([200, 404], `status of ${path}`).toContain(response.status());
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    documents.push({ label: path, html: await response.text() });
  }
  expect(documents.length).toBeGreaterThan(30);
  const errors = await checkHtml(documents);
  expect(
    errors.map((error) => `${error.page}:${error.line ?? '?'}: ${error.message} [${error.extract ?? ''}]`),
  ).toEqual([]);
});
