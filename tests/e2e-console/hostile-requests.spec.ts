import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { signedInAs } from './console-support';

// Issue 23 items 12 and 13, as an attacker sends them to the console suite's server: never a 500,
// a clear 4xx, and no download (or audit row in the operator's name) started by another site.
test.describe.configure({ timeout: 90_000 });

/** The sign-in form's hidden fields, as a browser without JavaScript posts them (the server action's id). */
async function loginFormFields(browser: Browser): Promise<Record<string, string>> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/console/login');
  const hidden = await page
    .locator('form input[type="hidden"]')
    .evaluateAll((inputs) =>
      inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
    );
  await context.close();
  expect(hidden.length).toBeGreaterThan(0);
  return Object.fromEntries(hidden);
}

const postLogin = (request: APIRequestContext, fields: Record<string, string>, headers: Record<string, string>) =>
  request.post('/console/login', { headers, multipart: fields, maxRedirects: 0 });

test('the sign-in form: a NUL or an escape sequence in the e-mail or password is refused with a message, a post without Origin with 403, never a 500', async ({
  browser,
  request,
  baseURL,
}) => {
  const fields = await loginFormFields(browser);
  const origin = { origin: new URL(baseURL!).origin };
  for (const [email, password] of [
    ['agent\u0000@example.com', 'not-the-password-1'],
    ['agent@example.com\r\n{"level":"info","msg":"forged line"}', 'not-the-password-1'],
    ['agent@example.com', 'pass\u001b[2Jword-123'],
  ]) {
    const response = await postLogin(request, { ...fields, email: email!, password: password! }, origin);
    expect(response.status(), JSON.stringify(email)).toBe(200);
    const html = await response.text();
    expect(html).toContain('contains a character that is not allowed (a control character)');
    // The typed value is not echoed back.
    expect(html).not.toContain('forged line');
  }
  const withoutOrigin = await postLogin(
    request,
    { ...fields, email: 'agent@example.com', password: 'not-the-password-1' },
    {},
  );
  expect(withoutOrigin.status()).toBe(403);
  expect(await withoutOrigin.text()).toContain('This form can only be sent from our own website.');
});

test('console downloads: a malformed document id is 404, a control character in the filters 400, and a link from another site 403 without an audit row', async ({
  page,
  browser,
}) => {
  const email = await signedInAs(page, 'agent');
  const malformed = await page.request.get('/api/console/documents/------------------------------------');
  expect(malformed.status()).toBe(404);
  expect(await malformed.json()).toEqual({ message: 'No such document.' });
  expect((await page.request.get('/api/console/documents/not-a-uuid')).status()).toBe(404);

  // NUL in an address is refused before any route (server/http/malformed-request.ts); any other
  // control character in a console download's query by the route's guard (api-auth.ts).
  const nul = await page.request.get('/api/console/export?type=claim&q=%00');
  expect(nul.status()).toBe(400);
  expect((await nul.json()).message).toBe('The address contains a control character.');
  const escape = await page.request.get('/api/console/export?type=claim&q=%1B%5B2J');
  expect(escape.status()).toBe(400);
  expect((await escape.json()).message).toBe('This field contains a character that is not allowed.');

  // What a link or a redirect on another site makes the operator's browser send: refused.
  for (const fetchSite of ['cross-site', 'same-site']) {
    const exported = await page.request.get('/api/console/export?type=claim&q=chosen-by-them', {
      headers: { 'sec-fetch-site': fetchSite, 'sec-fetch-mode': 'navigate' },
    });
    expect(exported.status(), fetchSite).toBe(403);
    expect((await exported.json()).message).toContain('cannot download it');
    const document = await page.request.get('/api/console/documents/00000000-0000-4000-8000-000000000000', {
      headers: { 'sec-fetch-site': fetchSite },
    });
    expect(document.status(), fetchSite).toBe(403);
  }
  // From the console itself, and from a typed address, the export works as before.
  expect(
    (
      await page.request.get('/api/console/export?type=claim&q=ours', { headers: { 'sec-fetch-site': 'same-origin' } })
    ).status(),
  ).toBe(200);
  expect(
    (
      await page.request.get('/api/console/export?type=claim&q=typed', { headers: { 'sec-fetch-site': 'none' } })
    ).status(),
  ).toBe(200);

  // The audit log has the two exports the agent made, and nothing of the refused ones.
  const admin = await browser.newPage();
  await signedInAs(admin, 'admin');
  await admin.goto(`/console/audit?action=export&actor=${encodeURIComponent(email)}`);
  await expect(admin.getByRole('cell', { name: /^Inbox exported \(CSV\)\s*export$/ })).toHaveCount(2);
  await expect(admin.getByText('chosen-by-them')).toHaveCount(0);
  await admin.close();
});
