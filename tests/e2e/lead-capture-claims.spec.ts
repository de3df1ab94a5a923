import { expect as baseExpect } from '@playwright/test';
import { NO_ANSWER_NOTICE } from '@/content/form-toasts';
import { samplePdf, samplePng } from '../support/sample-files';
import { expect, test } from './fixtures';
import { decryptUpload, mailsMentioning, sha256, toastRegion, uploadedFiles } from './lead-capture-support';
import { expectPhoneNumbersOnOneLine } from './page-checks';

// Claims share one visitor (the browser's IP) and its limit of 5 per 10 minutes: run in order.
test.describe.configure({ mode: 'serial' });

const DESCRIPTION = 'Knee surgery on May 2nd; the hospital billed me twice for the anaesthesia.';

async function fillClaim(page: import('@playwright/test').Page, description = DESCRIPTION) {
  await page.getByLabel(/^First Name( \*)?$/).fill('Maria');
  await page.getByLabel(/^Last Name( \*)?$/).fill('Lopez');
  await page.getByLabel(/^Email( \*)?$/).fill('maria.e2e@example.com');
  await page.getByLabel(/^Phone( \*)?$/).fill('(305) 555-0134');
  await page.getByLabel(/^Urgency( \*)?$/).selectOption('high');
  await page.getByLabel(/^Claim Description( \*)?$/).fill(description);
  await page.getByLabel(/may call and text me/).check();
}

async function waitForMail(reference: string, count: number) {
  await baseExpect.poll(() => mailsMentioning(reference).length, { timeout: 15_000 }).toBe(count);
  return mailsMentioning(reference);
}

test('a claim with two documents (JavaScript on): list, remove, toast, confirmation, stored encrypted, e-mails', async ({
  page,
}) => {
  const pdf = await samplePdf('Hospital bill');
  const png = samplePng();
  const before = new Set(uploadedFiles());
  await page.goto('/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Insurance Claim' })).toBeVisible();
  await expect(page.getByLabel(/^Claim Type( \*)?$/)).toHaveValue('health');
  await expect(page.getByLabel(/^Urgency( \*)?$/)).toHaveValue('medium');

  // Tabbing past an empty field says nothing; a changed field is judged when the visitor leaves it.
  await page.getByLabel(/^First Name( \*)?$/).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await expect(page.getByText('Last name is required')).toHaveCount(0);
  await page.getByLabel(/^Email( \*)?$/).fill('maria@');
  await page.getByLabel(/^Phone( \*)?$/).focus();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel(/^Phone( \*)?$/).fill('abcdefghij');
  await page.getByLabel(/^Phone( \*)?$/).blur();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  await fillClaim(page);
  await page.getByLabel(/^Add files( \*)?$/).setInputFiles([
    { name: 'hospital-bill.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'wrong-one.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await page
    .getByLabel(/^Add files( \*)?$/)
    .setInputFiles([{ name: 'prescription.png', mimeType: 'image/png', buffer: png }]);
  const list = page.getByRole('list', { name: 'Files to send' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // Small files in KB, never "0.0 MB"; the list, not the native input, says what is attached.
  await expect(list).toContainText(/\d+ KB/);
  await expect(list).not.toContainText('0.0 MB');
  await expect(page.getByText('3 files to send.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove wrong-one.pdf' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // What a screen reader hears after a removal is what will be sent, not news of an addition.
  await expect(page.getByText('2 files to send.')).toBeVisible();

  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(toastRegion(page).getByText('Claim Submitted Successfully')).toBeVisible();
  await expect(toastRegion(page).getByText('Your dedicated agent will contact you within 24 hours.')).toBeVisible();
  // The confirmation is on the page too, in view and focused, not only in a toast.
  const confirmation = page.getByRole('heading', { level: 2, name: 'Claim Submitted Successfully' });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(page.getByText('Expected Response Time: Within 24 hours')).toBeVisible();
  await expect(page.getByRole('link', { name: /Call/ }).last()).toHaveAttribute('href', /^tel:/);
  // On a phone the call line keeps its number whole: "(202) 555-" on one line and "0142" on the next was seen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectPhoneNumbersOnOneLine(page, 'the claim confirmation at 390 px');
  const reference = (await page.getByText(/^CLM-/).textContent())!.trim();

  // Stored encrypted: two new files, not the plaintext, decrypting to the documents sent.
  const added = uploadedFiles().filter((file) => !before.has(file));
  expect(added).toHaveLength(2);
  const decrypted = added.map((file) => sha256(decryptUpload(file))).sort();
  expect(decrypted).toEqual([sha256(pdf), sha256(png)].sort());

  // The outbox wrote the agency e-mail and the confirmation, without the medical description.
  const mails = await waitForMail(reference, 2);
  expect(mails.some((mail) => mail.includes('Documents attached: 2'))).toBe(true);
  for (const mail of mails) expect(mail).not.toContain('anaesthesia');

  await page.getByRole('button', { name: 'Submit Another Claim' }).click();
  // The keyboard starts again at the form's first field, not at the top of the page.
  await expect(page.getByLabel('Agent Name (optional)')).toBeFocused();
  await expect(page.getByLabel(/^First Name( \*)?$/)).toHaveValue('');
  await expect(page.getByLabel(/^Urgency( \*)?$/)).toHaveValue('medium');
  await expect(page.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
});

test('a claim with two documents (JavaScript off): errors keep the values, then it is stored', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const pdf = await samplePdf('Lab results');
  const png = samplePng();
  const before = new Set(uploadedFiles());
  await page.goto('/claims');
  await fillClaim(page, 'too short');
  await page.getByLabel(/^Add files( \*)?$/).setInputFiles([
    { name: 'lab-results.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'scan.png', mimeType: 'image/png', buffer: png },
  ]);
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  // The files streamed to /api/claims/form, which answered with the page of this post's outcome (decision 103).
  await expect(page).toHaveURL(/\/claims\/sent\/[\w-]{43}$/);
  await expect(page.getByText('Please provide a detailed description')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields below.' }),
  ).toBeFocused();
  await expect(page.getByLabel(/^First Name( \*)?$/)).toHaveValue('Maria');
  await expect(page.getByLabel(/^Urgency( \*)?$/)).toHaveValue('high');
  await expect(page.getByText(/select your files again/)).toBeVisible();
  expect(uploadedFiles().filter((file) => !before.has(file))).toHaveLength(0);
  // Whoever else opens this address (a shared link, another device's synced history) sees the empty form.
  const stranger = await browser.newContext({ javaScriptEnabled: false });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(page.url());
  await expect(strangerPage.getByLabel(/^First Name( \*)?$/)).toHaveValue('');
  await expect(strangerPage.getByText('Please provide a detailed description')).toHaveCount(0);
  await stranger.close();

  await page.getByLabel(/^Claim Description( \*)?$/).fill(DESCRIPTION);
  await page.getByLabel(/^Add files( \*)?$/).setInputFiles([
    { name: 'lab-results.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'scan.png', mimeType: 'image/png', buffer: png },
  ]);
  const failedPage = page.url();
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/claims/sent/') && url.href !== failedPage);
  await expect(page.getByText('Claim Submitted Successfully')).toBeVisible();
  await expect(page.getByText('Expected Response Time: Within 24 hours')).toBeVisible();
  // Without JavaScript the browser's autofocus brings the confirmation into view.
  await expect(page.getByRole('heading', { level: 2, name: 'Claim Submitted Successfully' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: 'Claim Submitted Successfully' })).toBeInViewport();
  const reference = (await page.getByText(/^CLM-/).textContent())!.trim();
  const added = uploadedFiles().filter((file) => !before.has(file));
  expect(added.map((file) => sha256(decryptUpload(file))).sort()).toEqual([sha256(pdf), sha256(png)].sort());
  const mails = await waitForMail(reference, 2);
  expect(mails.some((mail) => mail.includes('Documents attached: 2'))).toBe(true);
  await expect(page.getByRole('link', { name: 'Submit Another Claim' })).toHaveAttribute('href', '/claims');
  await context.close();
});

test('an unknown or expired outcome address shows the empty claim form', async ({ page }) => {
  await page.goto('/claims/sent/unknown');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submit an Insurance Claim');
  await expect(page.getByLabel(/^First Name( \*)?$/)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Submit Claim' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Claim Submitted Successfully' })).toHaveCount(0);
});

test('files that are not documents are refused in the picker, each with its reason on its own row', async ({
  page,
}) => {
  await page.goto('/claims');
  await page.getByLabel(/^Add files( \*)?$/).setInputFiles([
    { name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') },
  ]);
  const rows = page.getByRole('list', { name: 'Files to send' }).getByRole('listitem');
  // Counted as what blocks the claim, not as files to send.
  await expect(page.getByText('2 files cannot be sent: remove them to send the claim.')).toBeVisible();
  for (const name of ['setup.exe', 'notes.txt'])
    await expect(rows.filter({ hasText: name })).toContainText(
      `"${name}" is not a PDF, JPEG, PNG, DOC or DOCX file. Please attach one of those.`,
    );
  // A removal takes the focus to the next file's remove button, then to "Add files": never to the page.
  await page.getByRole('button', { name: 'Remove setup.exe' }).click();
  await expect(page.getByRole('button', { name: 'Remove notes.txt' })).toBeFocused();
  await expect(page.getByText('1 file cannot be sent: remove it to send the claim.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove notes.txt' }).click();
  await expect(page.getByLabel(/^Add files( \*)?$/)).toBeFocused();
});

test('a file over the size limit stays listed with its reason and blocks the claim until it is removed', async ({
  page,
}) => {
  const pdf = await samplePdf('Small bill');
  await page.goto('/claims');
  await fillClaim(page);
  const oversized = Buffer.alloc(10 * 1024 * 1024 + 1, 0x25);
  await page.getByLabel(/^Add files( \*)?$/).setInputFiles([
    { name: 'huge-scan.pdf', mimeType: 'application/pdf', buffer: oversized },
    { name: 'bill.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  // On the file's row and under the list.
  const problem = page.getByText('"huge-scan.pdf" is larger than 10 MB. Each file can be at most 10 MB.').first();
  await expect(problem).toBeVisible();
  await expect(page.getByRole('list', { name: 'Files to send' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('1 file to send. 1 file cannot be sent: remove it to send the claim.')).toBeVisible();

  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/claims')) posted = true;
  });
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(problem).toBeVisible();
  await expect(page.getByLabel(/^Add files( \*)?$/)).toBeFocused();
  expect(posted).toBe(false);

  await page.getByRole('button', { name: 'Remove huge-scan.pdf' }).click();
  await expect(problem).toHaveCount(0);
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Claim Submitted Successfully' })).toBeFocused();
});

test.describe('a document the server refuses (JavaScript on)', () => {
  // Its own visitor: the claims above use the browser's address and its limit of 5.
  // Chromium logs the refusal (415) itself.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.71' }, allowedConsoleErrors: [/status of 415/] });

  test('the reason stays at the files and above the form after the toast, until the file is removed', async ({
    page,
  }) => {
    await page.goto('/claims');
    await fillClaim(page);
    // Named and typed as a PDF, so the picker takes it; only the server reads the bytes.
    await page
      .getByLabel(/^Add files( \*)?$/)
      .setInputFiles([{ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text') }]);
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    const reason = /"fake\.pdf" is not a PDF, JPEG, PNG, DOC or DOCX file/;
    await expect(toastRegion(page).getByText(reason)).toBeVisible();
    // Not only in the toast: in the form's notice and at the files, where the visitor fixes it.
    await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText(reason);
    await expect(page.getByRole('group', { name: /Supporting Documents/ })).toContainText(reason);
    // ...and the visitor is taken there, rather than left at the button once the toast has gone.
    await expect(page.getByLabel(/^Add files( \*)?$/)).toBeFocused();
    // Nothing about choosing files again: with JavaScript, they are still listed.
    await expect(page.getByText(/select your files again/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Remove fake.pdf' }).click();
    await expect(page.getByRole('group', { name: /Supporting Documents/ })).not.toContainText(reason);
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Claim Submitted Successfully' })).toBeFocused();
  });
});

test.describe('an answer lost on the way back', () => {
  // The browser reports the request whose answer was cut off; the form says so itself.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.72' }, allowedConsoleErrors: [/net::ERR_/] });

  test('a file removed after the lost answer makes the next send a new claim, without that file', async ({ page }) => {
    const pdf = await samplePdf('Hospital bill');
    const before = new Set(uploadedFiles());
    await page.goto('/claims');
    await fillClaim(page);
    await page.getByLabel(/^Add files( \*)?$/).setInputFiles([
      { name: 'hospital-bill.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'someone-elses-record.pdf', mimeType: 'application/pdf', buffer: await samplePdf('Not mine') },
    ]);
    let stored = '';
    await page.route(
      '**/api/claims',
      async (route) => {
        stored = ((await (await route.fetch()).json()) as { reference: string }).reference;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Submission Failed' })).toContainText(NO_ANSWER_NOTICE);
    expect(stored).toMatch(/^CLM-/);

    // The file is taken out by its button (no input event): the claim sent now is another one.
    await page.getByRole('button', { name: 'Remove someone-elses-record.pdf' }).click();
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Claim Submitted Successfully' })).toBeVisible();
    await expect(page.getByText(/^CLM-/)).not.toHaveText(stored);
    // Two claims: the lost one with both files, the one the visitor meant with one.
    expect(uploadedFiles().filter((file) => !before.has(file))).toHaveLength(3);
  });
});

test('a claim sent without JavaScript from a browser that keeps no cookies still lands on its confirmation', async ({
  browser,
}) => {
  // A visitor of its own (TRUST_PROXY): the claims the other specs send from the shared address
  // must not use up this one's limit of 5.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.73' },
  });
  const page = await context.newPage();
  // The browser refuses every cookie the post's answer sets (the outcome's owner key among them).
  await page.route('**/api/claims/form**', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    // route.fetch keeps what it is sent in the context's cookie jar: emptied, as such a browser's is.
    await context.clearCookies();
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => name !== 'set-cookie'));
    await route.fulfill({ response, headers });
  });
  await page.goto('/claims');
  await fillClaim(page);
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page).toHaveURL(/\/claims\/sent\/[\w-]{43}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Claim Submitted Successfully' })).toBeVisible();
  await expect(page.getByText(/^CLM-/)).toBeVisible();
  await context.close();
});

test('documents over 25 MB in all, sent without JavaScript, come back with the message and what was typed', async ({
  browser,
}) => {
  // A visitor of its own (TRUST_PROXY), as above: the shared address's claim limit is the other specs'.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.74' },
  });
  const page = await context.newPage();
  await page.goto('/claims');
  await fillClaim(page);
  // Three scans of 9 MB: each within the 10 MB a file may have, 27 MB together.
  const scan = Buffer.alloc(9 * 1024 * 1024, 0x25);
  await page
    .getByLabel(/^Add files( \*)?$/)
    .setInputFiles(
      ['a', 'b', 'c'].map((name) => ({ name: `scan-${name}.pdf`, mimeType: 'application/pdf', buffer: scan })),
    );
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page).toHaveURL(/\/claims\/sent\/[\w-]{43}$/);
  await expect(
    page.getByText('The files together are larger than 25 MB. Please attach at most 25 MB in total.').first(),
  ).toBeVisible();
  await expect(page.getByLabel(/^First Name( \*)?$/)).toHaveValue('Maria');
  await expect(page.getByLabel(/^Claim Description( \*)?$/)).toHaveValue(DESCRIPTION);
  await expect(page.getByLabel(/may call and text me/)).toBeChecked();
  await context.close();
});
