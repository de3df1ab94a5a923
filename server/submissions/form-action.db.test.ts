import { describe, expect, it } from 'vitest';
import { IDLE_FORM_STATE } from '@/lib/form-state';
import { getDb } from '@/server/db/client';
import { businessInquiries, leads } from '@/server/db/schema';
import { setupTestDatabase } from '@/tests/support/test-database';
import { submitForm } from './form-action';
import type { FormKey } from './registry';

// The one no-JavaScript form action (decision 178) takes its form's key from the browser (a bound
// argument): a key no form has is a forged post, refused with the message of a post that names no
// action, never a 500, and nothing is stored.
setupTestDatabase();

describe('submitForm', () => {
  it('refuses a key that names no form, and stores nothing', async () => {
    const form = new FormData();
    form.set('companyName', 'Acme');
    for (const key of ['claim', 'lead', 'lead_unknown', '__proto__', 'constructor']) {
      await expect(submitForm(key as FormKey, IDLE_FORM_STATE, form)).resolves.toEqual({
        status: 'error',
        message: 'The form could not be sent: it names no action of this site.',
      });
    }
    const db = await getDb();
    expect(await db.select().from(businessInquiries)).toEqual([]);
    expect(await db.select().from(leads)).toEqual([]);
  });
});
