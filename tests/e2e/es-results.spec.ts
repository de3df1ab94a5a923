import type { Page } from '@playwright/test';
import { ES_MESSAGES } from '@/content/es/messages';
import { REFERENCE_ASSESSMENT, createAssessment } from './assessment-support';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// A visitor of its own (the e2e server trusts one proxy): clear of the English specs' rate limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.63' } });

/**
 * The home assessment and its results in Spanish (issue 26, decision 182): the form at
 * /es/home-assessment speaks Spanish, its messages too, and a Spanish visitor's assessment opens
 * /es/results/<id> (with JavaScript and without), private like the English results.
 */
const reference = REFERENCE_ASSESSMENT;
const INVALID_EMAIL = 'Please enter a valid email address';

/** Fills the Spanish form with the reference assessment, the e-mail as given. */
async function fillSpanishAssessment(page: Page, email: string) {
  await page.getByLabel('Estado').selectOption(reference.state);
  await page.getByLabel('Código postal').fill(reference.zipCode);
  await page.getByLabel('Costo estimado de reconstrucción (USD)').fill(String(reference.dwellingCoverage));
  await page.getByLabel('Tamaño (pies cuadrados)').fill(String(reference.squareFeet));
  await page.getByLabel('Año de construcción').fill(String(reference.yearBuilt));
  await page.getByLabel('Tipo de construcción').selectOption('frame');
  await page.getByLabel('Antigüedad del techo (años)').fill(String(reference.roofAge));
  await page.getByLabel('Reclamos en los últimos cinco años').selectOption('0');
  await page.getByLabel('Deducible preferido').selectOption('3000');
  await page.getByLabel('Nombre completo').fill(reference.fullName);
  await page.getByLabel(/^Correo electrónico( \*)?$/).fill(email);
  await page.getByLabel(/^Teléfono( \*)?$/).fill(reference.phone);
}

test('a mistake in the Spanish assessment is told in Spanish, next to its field', async ({ page }) => {
  await page.goto('/es/home-assessment');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluación de seguro de vivienda' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Su vivienda' })).toBeVisible();
  await expect(page.getByLabel('Tipo de construcción').locator('option[value="frame"]')).toHaveText(
    'Estructura de madera',
  );

  // The message is the catalogue's Spanish, never the English (content/es/messages.ts).
  await fillSpanishAssessment(page, 'jamie-at-example');
  await page.getByRole('button', { name: 'Ver mis opciones' }).click();
  await expect(page.getByText(ES_MESSAGES[INVALID_EMAIL], { exact: true })).toBeVisible();
  await expect(page.getByText(INVALID_EMAIL)).toHaveCount(0);
  await expect(page.getByText('Please correct the highlighted fields below.')).toHaveCount(0);
  await expect(page.getByLabel(/^Correo electrónico( \*)?$/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/es\/home-assessment$/);
  await expectNoAxeViolations(page, 'Spanish home assessment with an error');
});

test('a Spanish assessment sent lands on the Spanish results, with the plans and the comparison in Spanish', async ({
  page,
}) => {
  test.setTimeout(180_000); // one long journey with several axe runs on a shared machine
  await page.goto('/es/home-assessment');
  await waitForHydration(page);
  await expectNoAxeViolations(page, 'Spanish home assessment');
  await fillSpanishAssessment(page, reference.email);
  await page.getByLabel(/pueden llamarme y enviarme mensajes de texto/).check();
  await page.getByRole('button', { name: 'Ver mis opciones' }).click();
  await page.waitForURL(/\/es\/results\/\d+$/);
  const assessmentId = Number(new URL(page.url()).pathname.split('/').pop());

  // The plans, in Spanish, the dollars written the US way.
  await expect(page.getByRole('heading', { level: 1, name: 'Sus opciones de seguro personalizadas' })).toBeVisible();
  await expect(page.getByText('no una cotización en firme')).toBeVisible();
  // The production build on default settings: the example table, its plans named by coverage level, in Spanish.
  for (const [index, name] of ['Cobertura Ampliada', 'Cobertura Premier', 'Cobertura Esencial'].entries())
    await expect(page.getByTestId(`plan-ins_${index + 1}`).getByRole('heading', { level: 2 })).toHaveText(name);
  const card = page.getByTestId('plan-ins_1');
  await expect(card).toContainText('Seguro de vivienda');
  await expect(card).toContainText('$120/mes');
  await expect(card).toContainText('$1,380 al año');
  await expect(card).toContainText('Cobertura: $360,000');
  await expect(card).toContainText('Deducible:$3,000');
  await expect(card).toContainText('Responsabilidad civil:');
  await expect(card.getByText('Recomendado', { exact: true })).toBeVisible();
  // The example table's features in Spanish too, not the table's English.
  await expect(card).toContainText('Costo de reposición de la vivienda');
  await expect(card).not.toContainText('Replacement cost on dwelling');
  for (const step of ['Elija un plan', 'Contacto con un asesor', 'Obtenga su cobertura'])
    await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
  await expect(page.getByTestId('selection-summary')).toHaveText('Seleccione un plan de seguro para continuar.');

  // The comparison panel: tabs, chart legend and tooltip, the tables for screen readers.
  await expect(page.getByRole('heading', { level: 2, name: 'Compare sus opciones' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Costo de las primas' })).toHaveAttribute('aria-selected', 'true');
  const bars = page.locator('.recharts-bar-rectangle');
  await expect(bars).toHaveCount(6);
  await expect(page.locator('.recharts-legend-wrapper')).toContainText('Prima mensual');
  await expect(page.locator('.recharts-legend-wrapper')).toContainText('Prima anual');
  await bars.nth(3).hover(); // the yearly bar of the first plan
  await expect(page.locator('.recharts-tooltip-wrapper')).toContainText('Prima anual');
  await expect(page.locator('.recharts-tooltip-wrapper')).toContainText('$1,380');
  await expect(page.getByRole('table', { name: 'Prima mensual y anual por proveedor' })).toContainText('$1,587');
  await expect(page.getByRole('heading', { name: 'Desglose de la prima' })).toBeVisible();
  await expect(page.getByText('Ahorre $60 si paga anualmente')).toBeVisible();
  await expectNoAxeViolations(page, 'Spanish results (premiums)');

  await page.getByRole('tab', { name: 'Montos de cobertura' }).click();
  await expect(page.getByRole('heading', { name: 'Comparación de coberturas' })).toBeVisible();
  await expect(bars).toHaveCount(9);
  await expect(page.locator('.recharts-legend-wrapper')).toContainText('Bienes personales');
  await expect(
    page.locator('.recharts-cartesian-axis-tick-value', { hasText: /^\$[1-9][\d,]*k$/ }).first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: /Cobertura de la vivienda, de bienes personales/ })).toContainText(
    '$396,000',
  );

  // Selecting and confirming stay in Spanish, and lead to the Spanish confirmation.
  await card.getByRole('button', { name: 'Elegir plan' }).click();
  await expect(card.getByRole('button', { name: 'Seleccionado' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('selection-summary')).toHaveText('Seleccionó Cobertura Ampliada: $120/mes');
  await page.getByRole('button', { name: 'Confirmar selección' }).click();
  await expect(page.getByText('Selección confirmada', { exact: true })).toBeVisible();
  await page.waitForURL(`**/es/results/${assessmentId}/confirmed`);
  await expect(page.getByRole('heading', { level: 1, name: 'Su plan está confirmado' })).toBeVisible();
  await expect(page.getByTestId('confirmed-provider')).toHaveText('Cobertura Ampliada');
  await expect(page.getByTestId('confirmed-monthly')).toHaveText('$120/mes');
  await expect(page.getByRole('link', { name: 'Volver a sus opciones' })).toHaveAttribute(
    'href',
    `/es/results/${assessmentId}`,
  );
});

test('the Spanish results keep the privacy of the English ones: never indexed, never shared by a cache', async ({
  page,
  request,
}) => {
  const assessmentId = await createAssessment(request);
  const english = await request.get(`/results/${assessmentId}`);
  const spanish = await request.get(`/es/results/${assessmentId}`);
  expect(spanish.status()).toBe(200);
  expect(spanish.headers()['cache-control']).toBe(english.headers()['cache-control']);
  expect(spanish.headers()['cache-control']).toMatch(/no-store/);
  expect(spanish.headers().etag).toBeUndefined();
  await page.goto(`/es/results/${assessmentId}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  await expect(page).toHaveTitle(/Sus opciones de seguro/);
  await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test('an unknown Spanish results link says so in Spanish and offers the Spanish assessment', async ({ page }) => {
  await page.goto('/es/results/424242424242');
  await expect(page.getByRole('heading', { level: 1, name: 'No reconocemos este enlace de resultados' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Comenzar una nueva evaluación' })).toHaveAttribute(
    'href',
    '/es/home-assessment',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Spanish assessment posts and opens the Spanish results', async ({ page, request }) => {
    await page.goto('/es/home-assessment');
    // The states in Spanish (decision 182); the form still posts the code.
    const state = page.getByLabel('Estado');
    await expect(state.locator('option[value="NY"]')).toHaveText('Nueva York');
    await fillSpanishAssessment(page, reference.email);
    await state.selectOption({ label: 'Pensilvania' });
    await expect(state).toHaveValue(reference.state);
    await page.getByRole('button', { name: 'Ver mis opciones' }).click();
    await page.waitForURL(/\/es\/results\/\d+$/);
    // Stored as before: the API names the stored code's state in English.
    const assessmentId = new URL(page.url()).pathname.split('/').pop();
    const stored = await request.get(`/api/insurance/options/${assessmentId}`);
    expect(((await stored.json()) as { stateName: string }).stateName).toBe('Pennsylvania');
    await expect(page.getByRole('heading', { level: 1, name: 'Sus opciones de seguro personalizadas' })).toBeVisible();
    await expect(page.getByTestId('plan-ins_1')).toContainText('$1,380 al año');
    await expect(page.getByRole('heading', { level: 2, name: 'Compare sus opciones' })).toBeVisible();
  });
});
