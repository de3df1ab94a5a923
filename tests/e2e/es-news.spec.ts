import { expect, expectNoAxeViolations, test } from './fixtures';

// A visitor of its own (the e2e server trusts one proxy): clear of the English specs' rate limits.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.64' } });

// The Spanish twins of /news and /tax-reimburse (issue 26, decision 182): the site's words in
// Spanish, the feed's articles in their English and marked so, and comments on the same threads.

test.describe('/es/news', () => {
  test('is in Spanish, with the articles marked as English and pages linked under /es', async ({ page }) => {
    await page.goto('/es/news');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noticias de seguros');
    await expect(page.getByText('Los artículos se publican en inglés.')).toBeVisible();
    await expect(page.getByTestId('news-showing')).toHaveText(/^Mostrando 1-5 de \d+ artículos$/);
    await expect(page.getByLabel('Artículos por página')).toBeVisible();

    const article = page.locator('article').first();
    await expect(article.getByRole('heading', { level: 2 }).locator('[lang="en"]')).not.toBeEmpty();
    await expect(article.locator('time')).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
    await expect(article.getByText('5 min de lectura')).toBeVisible();
    await expect(article.getByRole('button', { name: 'Leer más' })).toBeVisible();

    const pagination = page.getByRole('navigation', { name: 'Paginación' });
    await expect(pagination.getByRole('link', { name: 'Siguiente' })).toHaveAttribute('href', '/es/news?page=2');
    await expectNoAxeViolations(page);
  });

  test('opens the same comment thread as /news: the article is named by its own address', async ({ page }) => {
    await page.goto('/es/news?page=3');
    const article = page.locator('article').first();
    const url = await article.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href');
    const listed = page.waitForRequest((request) => request.url().includes('/api/comments/'));
    await article.getByRole('button', { name: 'Comentarios' }).click();
    expect(new URL((await listed).url()).pathname).toBe(`/api/comments/${encodeURIComponent(url!)}`);
    await expect(article.getByText('Todavía no hay comentarios. ¡Sea el primero en dar su opinión!')).toBeVisible();
    await expect(article.getByRole('button', { name: 'Ocultar comentarios' })).toBeVisible();
  });

  test('a blank comment is not sent and the form says why in Spanish', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/comments')) posted = true;
    });
    await page.goto('/es/news');
    const article = page.locator('article').nth(1);
    await article.getByRole('button', { name: 'Comentarios' }).click();
    await article.getByRole('button', { name: 'Agregar comentario' }).click();
    await article.getByLabel('Comentario', { exact: true }).fill('   ');
    await article.getByRole('button', { name: 'Publicar comentario' }).click();
    await expect(article.getByRole('alert')).toHaveText('Escriba un comentario antes de enviarlo.');
    await expect(page.getByText('Falta el comentario').first()).toBeVisible();
    expect(posted).toBe(false);
  });

  test.describe('when the server refuses the comment', () => {
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test("the server's validation message shows in Spanish, and the post names the page's language", async ({
      page,
    }) => {
      await page.goto('/es/news');
      const article = page.locator('article').nth(2);
      const url = await article.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href');
      await article.getByRole('button', { name: 'Comentarios' }).click();
      await article.getByRole('button', { name: 'Agregar comentario' }).click();
      await article.getByLabel('Correo electrónico (opcional)').fill('not-an-address');
      await article.getByLabel('Comentario', { exact: true }).fill('Muy útil, gracias.');
      const posted = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith('/api/comments'),
      );
      await article.getByRole('button', { name: 'Publicar comentario' }).click();

      const body = (await posted).postDataJSON() as { language?: string; blogPostUrl?: string };
      expect(body.language).toBe('es');
      expect(body.blogPostUrl).toBe(url);
      // The server answers in the specification's English; the page shows the catalogue's Spanish.
      await expect(article.getByRole('alert')).toHaveText('Ingrese un correo electrónico válido');
      // At the field the server names, which takes the focus.
      const email = article.getByLabel('Correo electrónico (opcional)');
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(/^Ingrese un correo electrónico válido/);
      await expect(
        page.getByRole('listitem').filter({ hasText: 'Error al publicar el comentario' }).first(),
      ).toContainText('Ingrese un correo electrónico válido');
      await expect(article.getByLabel('Comentario', { exact: true })).toHaveValue('Muy útil, gracias.');
    });
  });
});

test('/es/tax-reimburse is in Spanish and leads to the Spanish contact page', async ({ page }) => {
  await page.goto('/es/tax-reimburse');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Reembolso de impuestos: arreglos de reembolso de salud (HRA 105)',
  );
  const cta = page.getByRole('region', { name: '¿Quiere ayuda para establecer un HRA en su negocio?' });
  await expect(cta.getByRole('link', { name: 'Contáctenos' })).toHaveAttribute('href', '/es/contact');
  await expect(page.getByRole('link', { name: /Publicación 502 del IRS/ })).toContainText(
    '(se abre en una pestaña nueva)',
  );
  await expectNoAxeViolations(page);
});
