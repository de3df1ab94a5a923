import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SAVED_NOTICES } from '@/content/console';
import { FILL_TIME_FIELD } from '@/lib/honeypot';
import { expect, test, waitForHydration } from '../e2e/fixtures';
import { startOwnServer, type OwnServer } from '../e2e/own-server';
import { signedInAs } from './console-support';

/**
 * Issue 24, item 1: nothing a person sends is dropped. A visitor whose browser fills the whole
 * call-back form at once (autofill, or here Playwright filling every field programmatically) and
 * sends it at machine speed sees the normal confirmation with a real reference; the agency finds
 * the request in the console's Suspected spam list, marks it genuine, and only then is it e-mailed.
 *
 * The suite's own server turns the fill-time check off (its tests fill forms at machine speed), so
 * this test starts the build on a server of its own with the check on. Its threshold is set well
 * above any machine-speed fill so a busy test machine cannot make the fill look human.
 */
test.describe.configure({ mode: 'serial' });

const mailsMentioning = (dataDir: string, text: string) => {
  const folder = path.join(dataDir, 'mail-outbox');
  return existsSync(folder)
    ? readdirSync(folder)
        .map((name) => readFileSync(path.join(folder, name), 'utf8'))
        .filter((mail) => mail.includes(text))
    : [];
};

let server: OwnServer;
// localhost, as the suite's own server: the console's cookies and same-origin checks see the same host.
const baseURL = () => server.baseURL.replace('127.0.0.1', 'localhost');
test.beforeAll(async () => {
  test.setTimeout(300_000); // a server of its own: start-up and a new database folder, slow on a busy machine
  server = startOwnServer(Number(process.env.E2E_CONSOLE_PORT ?? 3102) + 7, {
    FORM_MIN_FILL_MS: '10000',
    OUTBOX_POLL_MS: '200',
    LOG_LEVEL: 'warn',
  });
  await server.listening;
});
test.afterAll(async () => {
  await server?.stop();
});

test('a call-back sent at machine speed on a 390 px phone gets its confirmation and lands in Suspected spam; Mark genuine sends it', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const visitor = await browser.newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
  const page = await visitor.newPage();
  await page.goto('/booking');
  await waitForHydration(page);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/leads') && request.method() === 'POST');
  // Everything at once, as autofill does, then send.
  await page.getByLabel(/^Full Name/).fill('Avery Quick');
  await page.getByLabel(/^Phone/).fill('305-555-0177');
  await page.getByLabel(/^Email/).fill('avery.quick@example.com');
  await page.getByLabel(/^Best time to call/).selectOption('morning');
  await page.getByRole('button', { name: 'Request My Call Back' }).click();
  const fillMs = Number((JSON.parse((await sent).postData() ?? '{}') as Record<string, string>)[FILL_TIME_FIELD]);
  // The measurement decision 042 sets the threshold from (kept in the report).
  testInfo.annotations.push({ type: 'fill time (ms)', description: String(fillMs) });
  expect(fillMs).toBeLessThan(10_000);

  const confirmation = page.getByRole('heading', { level: 2, name: 'Call Back Requested' });
  await expect(confirmation).toBeVisible();
  const reference = (await page.getByText(/^LEAD-/).textContent())!.trim();
  expect(reference).toMatch(/^LEAD-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await visitor.close();

  const desk = await browser.newContext({ baseURL: baseURL() });
  const agent = await desk.newPage();
  await signedInAs(agent, 'agent', server.dataDir);
  // Not in the inbox; in Suspected spam.
  await agent.goto(`/console?q=${reference}`);
  await expect(agent.getByText('0 items')).toBeVisible();
  // The search says where the submission is, rather than only that nothing matches.
  await expect(
    agent.getByText('Nothing here matches these filters. 1 submission held as suspected spam matches them:'),
  ).toBeVisible();
  await agent.getByRole('link', { name: 'Show it', exact: true }).click();
  await expect
    .poll(() => Object.fromEntries(new URL(agent.url()).searchParams))
    .toEqual({ q: reference, view: 'spam' });
  await expect(agent.getByRole('link', { name: 'Avery Quick' })).toBeVisible();
  await agent.goto(`/console?q=${reference}`);
  // The inbox says one is waiting there: nobody has judged it yet.
  await agent.getByRole('link', { name: 'Suspected spam (1 new)', exact: true }).click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Suspected spam' })).toBeVisible();
  // The one new it counted, as the link said: the list of new ones.
  await expect(agent).toHaveURL(/\/console\?view=spam&status=new$/);
  await expect(agent.getByText('1 item', { exact: true })).toBeVisible();
  await agent.getByLabel('Name, e-mail, phone or reference').fill(reference);
  await agent.getByRole('button', { name: 'Filter' }).click();
  const row = agent.getByRole('row').filter({ hasText: 'Avery Quick' });
  await expect(row).toHaveCount(1);
  // Stored, nothing sent.
  expect(mailsMentioning(server.dataDir, reference)).toEqual([]);

  await row.getByRole('link').first().click();
  await expect(agent.getByRole('heading', { level: 2, name: 'Suspected spam' })).toBeVisible();
  await expect(agent.getByText('the form was sent faster than a person fills it')).toBeVisible();
  await agent.getByRole('button', { name: 'Mark genuine' }).click();
  await expect(agent.getByRole('button', { name: 'Mark genuine' })).toHaveCount(0);
  await expect(agent.getByRole('status')).toHaveText(SAVED_NOTICES.genuine());
  // Released through the outbox: the agency's e-mail and the visitor's confirmation.
  await expect.poll(() => mailsMentioning(server.dataDir, reference).length).toBe(2);
  await agent.goto(`/console?q=${reference}`);
  await expect(agent.getByRole('row').filter({ hasText: 'Avery Quick' })).toHaveCount(1);
  await expect(agent.getByRole('link', { name: 'Suspected spam', exact: true })).toBeVisible();
  await desk.close();
});
