import { samplePdf } from '../support/sample-files';
import { ES_MESSAGES } from '@/content/es/messages';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { mailsMentioning } from './lead-capture-support';
import { expectPhoneNumbersOnOneLine } from './page-checks';

// A visitor of its own (the e2e server trusts one proxy): clear of the English specs' rate limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.61' } });

// The Spanish claim and small-business pages (issue 26, decision 182): the schema's and the
// server's English messages reach the visitor in Spanish, with JavaScript and without it.
// Claims share one visitor (the browser's IP) and its limit of 5 per 10 minutes: run in order.
test.describe.configure({ mode: 'serial' });

const DESCRIPTION = 'Cirugía de rodilla el 2 de mayo; el hospital me cobró dos veces la anestesia.';

async function fillClaim(page: import('@playwright/test').Page, description: string) {
  await page.getByLabel(/^Nombre( \*)?$/).fill('María');
  await page.getByLabel(/^Apellido( \*)?$/).fill('López');
  await page.getByLabel(/^Correo electrónico( \*)?$/).fill('maria.es.e2e@example.com');
  await page.getByLabel(/^Teléfono( \*)?$/).fill('(305) 555-0134');
  await page.getByLabel(/^Urgencia( \*)?$/).selectOption('high');
  await page.getByLabel(/^Descripción del reclamo( \*)?$/).fill(description);
}

test('/es/claims (JavaScript on): a Spanish message at the field, then the Spanish confirmation', async ({ page }) => {
  await page.goto('/es/claims');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Presente un reclamo de seguro' })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillClaim(page, 'muy corta');
  await page.getByRole('button', { name: 'Enviar reclamo' }).click();
  const description = page.getByLabel(/^Descripción del reclamo( \*)?$/);
  await expect(page.getByText('Describa lo ocurrido con detalle')).toBeVisible();
  await expect(description).toBeFocused();
  await expect(page.getByText('Please provide a detailed description')).toHaveCount(0);
  // A file the picker refuses says why in Spanish, with its name.
  await page
    .getByLabel(/^Agregar archivos( \*)?$/)
    .setInputFiles([{ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') }]);
  // On its row, and under the list.
  await expect(
    page.getByRole('listitem').filter({ hasText: '"setup.exe" no es un archivo PDF, JPEG, PNG, DOC ni DOCX.' }),
  ).toBeVisible();
  await expect(
    page.getByText('"setup.exe" no es un archivo PDF, JPEG, PNG, DOC ni DOCX.', { exact: false }),
  ).toHaveCount(2);
  await page.getByRole('button', { name: 'Quitar setup.exe' }).click();

  await description.fill(DESCRIPTION);
  await expect(page.getByText('Describa lo ocurrido con detalle')).toHaveCount(0);
  await page.getByRole('button', { name: 'Enviar reclamo' }).click();
  const confirmation = page.getByRole('heading', { level: 2, name: 'Reclamo enviado correctamente' });
  await expect(confirmation).toBeFocused();
  await expect(
    // The notifications region is named in Spanish too.
    page.getByRole('region', { name: /^Notificaciones / }).getByText('Su agente asignado se comunicará con usted', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page.getByText('Tiempo de respuesta: en un plazo de 24 horas')).toBeVisible();
  await expect(page.getByText(/^Su número de referencia:/)).toContainText(/CLM-/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectPhoneNumbersOnOneLine(page, '/es/claims confirmation at 390 px');
});

test('/es/claims (JavaScript off): the no-JavaScript landing stays in Spanish, then confirms in Spanish', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const pdf = await samplePdf('Resultados de laboratorio');
  await page.goto('/es/claims');
  await fillClaim(page, 'muy corta');
  await page
    .getByLabel(/^Agregar archivos( \*)?$/)
    .setInputFiles([{ name: 'resultados.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  await page.getByRole('button', { name: 'Enviar reclamo' }).click();
  // POST /api/claims/form read the form's language and answered with the Spanish landing page.
  await expect(page).toHaveURL(/\/es\/claims\/sent\/[\w-]{43}$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('alert')).toContainText('No se pudo enviar');
  await expect(page.getByRole('alert')).toContainText('Corrija los campos marcados a continuación.');
  await expect(page.locator('#description-error')).toHaveText('Describa lo ocurrido con detalle');
  await expect(page.getByText('Please provide a detailed description')).toHaveCount(0);
  await expect(page.getByLabel(/^Nombre( \*)?$/)).toHaveValue('María');
  await expect(page.getByText(/vuelva a seleccionar sus archivos/)).toBeVisible();

  await page.getByLabel(/^Descripción del reclamo( \*)?$/).fill(DESCRIPTION);
  await page
    .getByLabel(/^Agregar archivos( \*)?$/)
    .setInputFiles([{ name: 'resultados.pdf', mimeType: 'application/pdf', buffer: pdf }]);
  const failedPage = page.url();
  await page.getByRole('button', { name: 'Enviar reclamo' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/es/claims/sent/') && url.href !== failedPage);
  await expect(page.getByRole('heading', { level: 2, name: 'Reclamo enviado correctamente' })).toBeVisible();
  await expect(page.getByText('Su agente asignado se comunicará con usted en un plazo de 24 horas.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Enviar otro reclamo' })).toHaveAttribute('href', '/es/claims');
  await context.close();
});

test('/es/small-business: a Spanish validation message, the form in Spanish, then sent', async ({ page }) => {
  await page.goto('/es/small-business');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seguro médico grupal para pequeñas empresas' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Código postal( \*)?$/).fill('7870');
  await page.getByLabel(/^Código postal( \*)?$/).blur();
  await expect(page.getByText('Ingrese un código postal válido')).toBeVisible();
  await expect(page.getByText('Please enter a valid ZIP code')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pedir mi cotización' }).click();
  await expect(page.getByText('El nombre de la empresa es obligatorio')).toBeVisible();
  await expect(page.locator('#employeeCount-error')).toHaveText('Seleccione el número de empleados');

  // The states in Spanish, in Spanish order (decision 182); the inquiry still stores the English name.
  const state = page.getByLabel(/^Estado( \*)?$/);
  const names = (await state.locator('option').allTextContents()).slice(1);
  expect(names).toHaveLength(51);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  await expect(state.locator('option[value="New York"]')).toHaveText('Nueva York');
  await page.getByLabel(/^Nombre de la empresa( \*)?$/).fill('Panadería Sol LLC');
  await page.getByLabel(/^Nombre de la persona de contacto( \*)?$/).fill('Rosa Díaz');
  await page.getByLabel(/^Correo electrónico( \*)?$/).fill('rosa.es.e2e@example.com');
  await page.getByLabel(/^Teléfono( \*)?$/).fill('(212) 555-0190');
  await page.getByLabel(/^Número de empleados( \*)?$/).selectOption('11-25');
  await state.selectOption({ label: 'Nueva York' });
  await expect(state).toHaveValue('New York');
  await page.getByLabel(/^Código postal( \*)?$/).fill('10001');
  await page.getByRole('button', { name: 'Pedir mi cotización' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: ES_MESSAGES['Inquiry Submitted Successfully'] }),
  ).toBeVisible();
  await expect
    .poll(() =>
      mailsMentioning('rosa.es.e2e@example.com').some((mail) =>
        mail.replace(/=\r?\n/g, '').includes('State: New York, ZIP 10001'),
      ),
    )
    .toBe(true);
});
