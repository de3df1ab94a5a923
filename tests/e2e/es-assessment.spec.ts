import type { Page } from '@playwright/test';
import { POVERTY_GUIDELINES } from '@/content/poverty-guidelines';
import { formatUsd } from '@/lib/currency';
import type { EstimateAnswer } from '@/lib/estimate/stored';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { mailsMentioning } from './lead-capture-support';

// A visitor of its own (the e2e server trusts one proxy): clear of the English specs' rate limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.62' } });

// The Spanish twins of the built-in assessment, its thank-you page and the call-back request
// (issue 26, decision 182), on a phone with the default settings (no hosted survey or widget), as
// built-in-forms.spec.ts walks the English ones.
test.use({ viewport: { width: 390, height: 844 } });

/** The contiguous states' guideline of the latest table published by a date (as built-in-forms.spec.ts). */
function guideline(householdSize: number, { year }: { year: number }): number {
  const table =
    [...POVERTY_GUIDELINES].reverse().find((guidelines) => guidelines.year <= year) ?? POVERTY_GUIDELINES[0]!;
  return table.schedules.contiguous.firstPerson + table.schedules.contiguous.eachAdditional * (householdSize - 1);
}
const thisYear = new Date().getUTCFullYear();

async function expectSpanishDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
}

test('/es/assessment step by step, a validation message in Spanish, then the Spanish thank-you page with its estimate', async ({
  page,
  request,
}) => {
  const ages = [45, 44, 15, 12];
  // Tax credits for a coverage year use the previous year's guidelines.
  const yearlyIncome = Math.floor(guideline(ages.length, { year: thisYear - 1 }) * 2.5);
  await page.goto('/es/assessment');
  await expectSpanishDocument(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Su evaluación de seguro gratuita' })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByText('Paso 1 de 4')).toBeVisible();

  // A problem the schema finds is shown in the page's language, at its field.
  await page.getByLabel(/^Estado/).selectOption('TX');
  await page.getByLabel(/^Código postal/).fill('787');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Ingrese un código postal válido')).toBeVisible();
  await expect(page.getByText('Please enter a valid ZIP code')).toHaveCount(0);
  await expect(page.getByText('Paso 1 de 4')).toBeVisible();

  await page.getByLabel(/^Código postal/).fill('78701');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Háblenos de su hogar' })).toBeFocused();
  await page.getByLabel(/^Personas en su hogar/).selectOption(String(ages.length));
  await page.getByLabel(/^Ingresos anuales del hogar/).fill(yearlyIncome.toLocaleString('en-US'));
  await page.getByLabel(/^Edades de todas las personas/).fill(ages.join(', '));
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¿Qué cobertura le interesa?' })).toBeFocused();
  await page.getByLabel('Dental').check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¿Cómo podemos comunicarnos con usted?' })).toBeFocused();
  await page.getByLabel(/^Nombre completo/).fill('Ana Soto');
  await page.getByLabel(/^Correo electrónico/).fill('ana.es.e2e@example.com');
  await page.getByLabel(/^Teléfono/).fill('(512) 555-0123');
  await page.locator('#consent').check();
  await expectNoAxeViolations(page, '/es/assessment');
  await page.getByRole('button', { name: 'ENVIAR EVALUACIÓN' }).click();

  // The posted language decides the page: the Spanish thank-you page, the answers sealed as in English.
  await expect(page).toHaveURL(/\/es\/thank-you\/[A-Za-z0-9_-]{43}$/);
  expect(new URL(page.url()).search).toBe('');
  await expectSpanishDocument(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Gracias por su solicitud' })).toBeVisible();
  await expect(page.getByText(/^Su número de referencia: LEAD-[A-Z0-9-]+$/)).toBeVisible();
  // Without an SMS provider (the test settings) the page promises an e-mail only (decision 181).
  await expect(
    page.getByText('En breve le enviaremos un correo electrónico con los próximos pasos.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Es posible que califique para un plan del Mercado de Seguros Médicos con un crédito fiscal para la prima.',
    ),
  ).toBeVisible();
  await expect(page.locator('[data-suggestion]')).toHaveAttribute('data-suggestion', 'marketplace-with-tax-credits');

  // The figures POST /api/estimates answers for the same household, with Spanish words around them.
  const response = await request.post('/api/estimates', {
    data: { state: 'TX', householdSize: ages.length, yearlyIncome, ages },
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as EstimateAnswer;
  expect(answer.outcome).toBe('credit');
  const estimate = page.getByRole('region', {
    name: `Su cálculo del crédito fiscal para la prima de ${answer.planYear}`,
  });
  for (const [label, dollars] of [
    ['Crédito fiscal para la prima', answer.creditMonthly],
    ['Prima del plan plata de referencia', answer.benchmarkMonthly],
    ['Su aporte esperado', answer.contributionMonthly],
    ['Precio después del crédito', answer.afterCreditMonthly],
  ] as const) {
    const figure = estimate.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
    await expect(figure.locator('dd')).toHaveText(`${formatUsd(dollars!, 'es')}/mes`);
  }
  await expect(estimate.getByText('Esto es un cálculo aproximado, no una cotización.', { exact: false })).toBeVisible();
  await expect(estimate.getByText(/Mercado de Seguros Médicos/)).toBeVisible();
  await expect(estimate).not.toContainText('premium tax credit');
  // The sources say what each publication is in Spanish; only the publications' own titles are English.
  await expect(estimate.getByRole('heading', { name: 'Fuentes (en inglés)' })).toBeVisible();
  for (const english of ['applicable percentage table', '40-year-old', 'no later edition found'])
    await expect(estimate).not.toContainText(english);
  await expectNoAxeViolations(page, '/es/thank-you with an estimate');
  // The agency hears of it as of any lead.
  await expect
    .poll(() => mailsMentioning('ana.es.e2e@example.com').some((mail) => mail.includes('Ages: 45, 44, 15, 12')))
    .toBe(true);
});

test('without JavaScript /es/assessment comes back with its message in Spanish and reaches /es/thank-you', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const yearlyIncome = Math.floor(guideline(1, { year: thisYear }) * 1.2);
  await page.goto('/es/assessment');
  await expectSpanishDocument(page);
  // The states in Spanish (decision 182); the form still posts the code.
  const state = page.getByLabel(/^Estado/);
  await expect(state.locator('option[value="NY"]')).toHaveText('Nueva York');
  await state.selectOption({ label: 'Nueva York' });
  await expect(state).toHaveValue('NY');
  await page.getByLabel(/^Código postal/).fill('100');
  await page.getByLabel(/^Personas en su hogar/).selectOption('1');
  await page.getByLabel(/^Ingresos anuales del hogar/).fill(String(yearlyIncome));
  await page.getByLabel(/^Edades de todas las personas/).fill('29');
  await page.getByLabel(/^Nombre completo/).fill('Luis Mora');
  await page.getByLabel(/^Correo electrónico/).fill('luis.es.e2e@example.com');
  await page.getByLabel(/^Teléfono/).fill('212 555 0188');
  await page.getByRole('button', { name: 'ENVIAR EVALUACIÓN' }).click();
  await expect(page).toHaveURL(/\/es\/assessment$/);
  await expect(page.getByText('Ingrese un código postal válido')).toBeVisible();
  await expect(page.getByLabel(/^Nombre completo/)).toHaveValue('Luis Mora');

  await page.getByLabel(/^Código postal/).fill('10001');
  await page.getByRole('button', { name: 'ENVIAR EVALUACIÓN' }).click();
  await expect(page).toHaveURL(/\/es\/thank-you\/[A-Za-z0-9_-]{43}$/);
  await expectSpanishDocument(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Gracias por su solicitud' })).toBeVisible();
  await expect(page.getByText('Es posible que califique para Medicaid en Nueva York.')).toBeVisible();
  // Stored as before: the agency hears of the lead with the state's code.
  await expect
    .poll(() =>
      mailsMentioning('luis.es.e2e@example.com').some((mail) =>
        mail.replace(/=\r?\n/g, '').includes('ZIP / state: 10001 / NY'),
      ),
    )
    .toBe(true);
  await context.close();
});

test('/es/booking takes a call-back request and confirms it in Spanish', async ({ page }) => {
  await page.goto('/es/booking');
  await expectSpanishDocument(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Programe su consulta' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await waitForHydration(page);
  await page.getByLabel(/^Nombre completo/).fill('Rosa Vega');
  await page.getByLabel(/^Teléfono/).fill('305-555-0144');
  await page.getByLabel(/^Correo electrónico/).fill('rosa.es.e2e@example.com');
  await page
    .getByLabel(/^Mejor hora para llamarle/)
    .selectOption({ label: 'Noche (de 5 p. m. a 8 p. m., hora del Este)' });
  await page.getByLabel(/^¿Hay algo que debamos saber\?/).fill('Preguntar por cobertura dental para los niños');
  await expectNoAxeViolations(page, '/es/booking');
  await page.getByRole('button', { name: 'Solicitar mi llamada' }).click();

  const confirmation = page.getByRole('heading', { level: 2, name: 'Llamada solicitada' });
  await expect(confirmation).toBeFocused();
  await expect(page.getByTestId('form-confirmation')).toContainText(
    'Un asesor con licencia le llamará por la noche, entre las 5 p. m. y las 8 p. m. (hora del Este). Le enviamos una confirmación a su correo electrónico.',
  );
  await expect(page.getByRole('button', { name: 'Solicitar otra llamada' })).toBeVisible();
  const reference = (await page.getByText(/^LEAD-/).textContent())!.trim();
  // The agency's e-mail stays in English, with the window picked.
  await expect
    .poll(() => mailsMentioning(reference).some((mail) => mail.includes('Best time to call: Evening')))
    .toBe(true);
});
