import { CONSOLE_CRM_PORT } from '../../playwright.console.config';
import { startCrmServer } from '../support/fake-crm';
import { expect, test } from '../e2e/fixtures';
import { signedInAs } from './console-support';

// Issue 11's journey in a browser, on the console suite's server (its CRM webhook points at a
// port this test listens on; its SMTP port is closed, so e-mails that are sent fail once and are
// dead, and the item page lists every message queued): a visitor opts out on /opt-out, later
// files a claim with the same address; the CRM hears of both, the claim with doNotContact, no
// confirmation e-mail goes to the visitor, and the agent sees the opt-out and the withheld e-mail.
test.describe.configure({ timeout: 120_000 });

test('an opt-out on the site stops the confirmation of a later claim, marks its webhook doNotContact, and shows in the console', async ({
  page,
}) => {
  const crm = await startCrmServer(CONSOLE_CRM_PORT);
  try {
    const email = `optout-journey-${Date.now()}@example.com`;
    await page.goto('/opt-out');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Opt Me Out' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'You are opted out' })).toBeVisible();
    await expect
      .poll(() => crm.requests.map((request) => request.json.event), { timeout: 20_000 })
      .toContain('contact.opted_out');

    const lastName = `Optout${Date.now()}`;
    await page.goto('/claims');
    await page.getByLabel(/^First Name( \*)?$/).fill('Robin');
    await page.getByLabel(/^Last Name( \*)?$/).fill(lastName);
    await page.getByLabel(/^Email( \*)?$/).fill(email);
    await page.getByLabel(/^Phone( \*)?$/).fill('(305) 555-0150');
    await page.getByLabel(/^Claim Description( \*)?$/).fill('A bill from the clinic that I think is wrong.');
    await page.getByRole('button', { name: 'Submit Claim' }).click();
    const reference = (await page.getByText(/^CLM-/).textContent())!.trim();

    // The CRM gets the claim, flagged: nobody calls, texts or e-mails this person for it.
    await expect
      .poll(
        () =>
          crm.requests
            .filter((request) => request.json.event === 'claim.submitted' && request.json.data.reference === reference)
            .map((request) => request.json.data.doNotContact),
        { timeout: 20_000 },
      )
      .toEqual([true]);

    // The agent sees the opt-out, and on the claim that the visitor's confirmation was withheld.
    await signedInAs(page, 'agent');
    await page.goto('/console/opt-outs');
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await page.goto('/console');
    await page.getByLabel('Name, e-mail, phone or reference').fill(reference);
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('link', { name: `Robin ${lastName}` }).click();
    const outbox = page.getByRole('region', { name: 'Notifications' });
    await expect(outbox.getByText(/CRM record \(Claim\): delivered/)).toBeVisible();
    // The agency's own notice is there (dead: this server's SMTP port is closed); no confirmation to the visitor was
    // ever queued.
    await expect(outbox.getByText(/E-mail to the agency \(Claim\):/)).toBeVisible();
    await expect(outbox.getByText(/Confirmation e-mail/)).toHaveCount(0);
  } finally {
    await crm.close();
  }
});
