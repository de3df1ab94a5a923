import { expect as baseExpect } from '@playwright/test';
import { samplePdf, samplePng } from '../support/sample-files';
import { expect, test } from './fixtures';
import { decryptUpload, mailsMentioning, sha256, toastRegion, uploadedFiles } from './lead-capture-support';

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
  await page.getByLabel(/I agree to be contacted/).check();
}

async function waitForMail(reference: string, count: number) {
  await baseExpect.poll(() => mailsMentioning(reference).length, { timeout: 15_000 }).toBe(count);
  return mailsMentioning(reference);
}

test('a claim with two documents (JavaScript on): list, remove, toast, confirmation, stored encrypted, e-mails', async ({ page }) => {
  const pdf = await samplePdf('Hospital bill');
  const png = samplePng();
  const before = new Set(uploadedFiles());
  await page.goto('/claims');
  await expect(page.getByRole('heading', { level: 1, name: 'Submit an Insurance Claim' })).toBeVisible();
  await expect(page.getByLabel(/^Claim Type( \*)?$/)).toHaveValue('health');
  await expect(page.getByLabel(/^Urgency( \*)?$/)).toHaveValue('medium');

  // Validation as the visitor types, with the spec's messages.
  await page.getByLabel(/^Email( \*)?$/).fill('maria@');
  await page.getByLabel(/^Phone( \*)?$/).focus();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await fillClaim(page);
  await page.getByLabel(/^Attach files( \*)?$/).setInputFiles([
    { name: 'hospital-bill.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'wrong-one.pdf', mimeType: 'application/pdf', buffer: pdf },
  ]);
  await page.getByLabel(/^Take photos( \*)?$/).setInputFiles([{ name: 'prescription.png', mimeType: 'image/png', buffer: png }]);
  const list = page.getByRole('list', { name: 'Files to send' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list).toContainText('0.0 MB');
  await page.getByRole('button', { name: 'Remove wrong-one.pdf' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(toastRegion(page).getByText('Claim Submitted Successfully')).toBeVisible();
  await expect(toastRegion(page).getByText('Your dedicated agent will contact you within 24 hours.')).toBeVisible();
  await expect(page.getByText('Expected Response Time: Within 24 hours')).toBeVisible();
  await expect(page.getByRole('link', { name: /Call/ }).last()).toHaveAttribute('href', /^tel:/);
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
  await page.getByLabel(/^Attach files( \*)?$/).setInputFiles([
    { name: 'lab-results.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'scan.png', mimeType: 'image/png', buffer: png },
  ]);
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText('Please provide a detailed description')).toBeVisible();
  await expect(page.getByLabel(/^First Name( \*)?$/)).toHaveValue('Maria');
  await expect(page.getByLabel(/^Urgency( \*)?$/)).toHaveValue('high');
  await expect(page.getByText(/select your files again/)).toBeVisible();
  expect(uploadedFiles().filter((file) => !before.has(file))).toHaveLength(0);

  await page.getByLabel(/^Claim Description( \*)?$/).fill(DESCRIPTION);
  await page.getByLabel(/^Attach files( \*)?$/).setInputFiles([
    { name: 'lab-results.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'scan.png', mimeType: 'image/png', buffer: png },
  ]);
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await expect(page.getByText('Claim Submitted Successfully')).toBeVisible();
  await expect(page.getByText('Expected Response Time: Within 24 hours')).toBeVisible();
  const reference = (await page.getByText(/^CLM-/).textContent())!.trim();
  const added = uploadedFiles().filter((file) => !before.has(file));
  expect(added.map((file) => sha256(decryptUpload(file))).sort()).toEqual([sha256(pdf), sha256(png)].sort());
  const mails = await waitForMail(reference, 2);
  expect(mails.some((mail) => mail.includes('Documents attached: 2'))).toBe(true);
  await expect(page.getByRole('link', { name: 'Submit Another Claim' })).toHaveAttribute('href', '/claims');
  await context.close();
});

test('a file that is not a document is refused in the picker with its name', async ({ page }) => {
  await page.goto('/claims');
  await page.getByLabel(/^Attach files( \*)?$/).setInputFiles([{ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') }]);
  await expect(page.getByText('"setup.exe" is not a PDF, JPEG, PNG, DOC or DOCX file. Please attach one of those.')).toBeVisible();
});
