import { expect, expectNoAxeViolations, test, useDarkTheme } from './fixtures';

test.describe('news comments', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the expanded summary, comment list and form pass axe (${theme})`, async ({ page }) => {
      if (theme === 'dark') await useDarkTheme(page);
      await page.goto('/news?page=4');
      const article = page.locator('article').first();
      await article.getByRole('button', { name: 'Read More' }).click();
      await article.getByRole('button', { name: 'Comments' }).click();
      await expect(article.getByText('No comments yet. Be the first to share your thoughts!')).toBeVisible();
      await article.getByRole('button', { name: 'Add Comment' }).click();
      await expect(article.getByLabel('Comment', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('Comments shows the loading and empty states; Hide Comments hides them', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/comments/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/news?page=2');
    const article = page.locator('article').nth(2);
    await article.getByRole('button', { name: 'Comments' }).click();
    await expect(article.getByText('Loading comments...')).toBeVisible();
    release();
    await expect(article.getByText('No comments yet. Be the first to share your thoughts!')).toBeVisible();
    await expect(article.getByText('Loading comments...')).toHaveCount(0);

    await article.getByRole('button', { name: 'Hide Comments' }).click();
    await expect(article.getByText('No comments yet. Be the first to share your thoughts!')).toHaveCount(0);
    await expect(article.getByRole('button', { name: 'Comments' })).toHaveAttribute('aria-expanded', 'false');
  });

  test.describe('when the code of the comments cannot be fetched', () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/, /ChunkLoadError/] });

    test('the article says so and offers Try again, which loads them once the network is back', async ({ page }) => {
      await page.goto('/news?page=2');
      const article = page.locator('article').nth(1);
      await expect(article.getByRole('button', { name: 'Comments' })).toBeVisible();
      // The page is loaded: from here, no further code arrives (a lost connection on a phone).
      await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
      await article.getByRole('button', { name: 'Comments' }).click();
      await expect(article.getByText('Comments could not be loaded.')).toBeVisible();
      await expect(page.getByRole('heading', { name: /Something went wrong/ })).toHaveCount(0);
      await page.unroute('**/_next/static/chunks/**');
      await article.getByRole('button', { name: 'Try again' }).click();
      await expect(article.getByText('No comments yet. Be the first to share your thoughts!')).toBeVisible();
    });
  });

  test('posting a comment shows it as plain text, clears and closes the form, and never shows the e-mail', async ({
    page,
    request,
  }) => {
    await page.goto('/news');
    const article = page.locator('article').first();
    const url = await article.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href');
    await article.getByRole('button', { name: 'Comments' }).click();
    await expect(article.getByText('No comments yet. Be the first to share your thoughts!')).toBeVisible();

    await article.getByRole('button', { name: 'Add Comment' }).click();
    const content = 'Great overview <b>bold?</b> <img src=x onerror="document.title=\'pwned\'">';
    await article.getByLabel('Name (optional)').fill('Jordan P.');
    await article.getByLabel('Email (optional)').fill('jordan.private@example.net');
    await article.getByLabel('Comment', { exact: true }).fill(content);
    await article.getByRole('button', { name: 'Post Comment' }).click();

    await expect(page.getByText('Comment posted!').first()).toBeVisible();
    await expect(page.getByText('Your comment has been added successfully.').first()).toBeVisible();
    await expect(article.getByRole('form', { name: 'Add a comment' })).toHaveCount(0);
    await expect(article.getByText('Jordan P.')).toBeVisible();
    // The form closed under the visitor's finger: the focus is on their comment, in view (not lost to the page).
    const posted = article.getByRole('listitem').filter({ hasText: 'Jordan P.' });
    await expect(posted).toBeFocused();
    await expect(posted).toBeInViewport();
    // The markup arrives as the text the visitor typed, never as elements.
    await expect(article.getByText(content)).toBeVisible();
    await expect(article.locator('li img, li b')).toHaveCount(0);
    expect(await page.title()).not.toBe('pwned');
    // In the visitor's zone, named (without JavaScript it reads in the agency's, also named).
    await expect(article.locator('time').last()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \S+$/);

    // The e-mail is in neither the page nor the API's answer.
    expect(await page.content()).not.toContain('jordan.private');
    const api = await request.get(`/api/comments/${encodeURIComponent(url!)}`);
    const body = await api.text();
    expect(body).toContain('Jordan P.');
    expect(body).not.toContain('jordan.private');

    // The form opens empty again.
    await article.getByRole('button', { name: 'Add Comment' }).click();
    await expect(article.getByLabel('Comment', { exact: true })).toHaveValue('');
    await article.getByRole('button', { name: 'Cancel' }).click();
    await expect(article.getByLabel('Comment', { exact: true })).toHaveCount(0);
  });

  test('a blank comment is not sent and the spec toast explains why', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/comments')) posted = true;
    });
    await page.goto('/news');
    const article = page.locator('article').nth(1);
    await article.getByRole('button', { name: 'Comments' }).click();
    await article.getByRole('button', { name: 'Add Comment' }).click();
    await article.getByLabel('Comment', { exact: true }).fill('    ');
    await article.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Comment required').first()).toBeVisible();
    await expect(page.getByText('Please enter a comment before submitting.').first()).toBeVisible();
    // Said at the field, which takes the focus.
    const field = article.getByLabel('Comment', { exact: true });
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Please enter a comment before submitting\./);
    expect(posted).toBe(false);
  });

  test.describe('when the server refuses', () => {
    test.use({ allowedConsoleErrors: [/status of 429/] });
    // Both limits a poster can meet (per address, and per address on one article: decision 105).
    for (const reason of [
      'You are posting comments too quickly. Please wait a few minutes and try again.',
      'You have posted several comments on this article in the last hour. Please wait a while before posting here again.',
    ]) {
      test(`the server's message shows in the form and the error toast: "${reason.slice(0, 40)}..."`, async ({
        page,
      }) => {
        await page.route('**/api/comments', (route) =>
          route.fulfill({
            status: 429,
            contentType: 'application/json',
            headers: { 'Retry-After': '3600' },
            body: JSON.stringify({ message: reason }),
          }),
        );
        await page.goto('/news');
        const article = page.locator('article').nth(3);
        await article.getByRole('button', { name: 'Comments' }).click();
        await article.getByRole('button', { name: 'Add Comment' }).click();
        await article.getByLabel('Comment', { exact: true }).fill('Hello');
        await article.getByRole('button', { name: 'Post Comment' }).click();
        // The specification's failure toast, carrying the reason.
        await expect(
          page
            .getByRole('region', { name: /Notifications/ })
            .getByRole('listitem')
            .filter({ hasText: 'Error posting comment' })
            .first(),
        ).toContainText(reason);
        await expect(article.getByRole('alert')).toHaveText(reason);
        // The text stays, so nothing the visitor wrote is lost.
        await expect(article.getByLabel('Comment', { exact: true })).toHaveValue('Hello');
      });
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Read More and Comments are links: the full summary, the comments and their form work, in both languages', async ({
    page,
  }) => {
    // Sixteen page loads without JavaScript, in two languages: more than the default budget on a
    // loaded two-core machine (31 s seen in CI).
    test.setTimeout(90_000);
    const marker = `No script ${Date.now()}`;
    for (const words of [
      {
        path: '/news?page=3',
        readMore: 'Read More',
        readLess: 'Read Less',
        comments: 'Comments',
        hide: 'Hide Comments',
        post: 'Post Comment',
        required: 'Please enter a comment before submitting.',
        invalidEmail: 'Please enter a valid email address',
        posted: 'Comment posted!',
        comment: `${marker} in English`,
      },
      {
        path: '/es/news?page=3',
        readMore: 'Leer más',
        readLess: 'Leer menos',
        comments: 'Comentarios',
        hide: 'Ocultar comentarios',
        post: 'Publicar comentario',
        required: 'Escriba un comentario antes de enviarlo.',
        invalidEmail: 'Ingrese un correo electrónico válido',
        posted: '¡Comentario publicado!',
        comment: `${marker} en español`,
      },
    ]) {
      await page.goto(words.path);
      const article = page.locator('article').nth(1);
      const summary = await article.locator('p').nth(1).textContent();
      await article.getByRole('link', { name: words.readMore }).click();
      await expect(page).toHaveURL(/[?&]more=/);
      await expect(article.getByRole('link', { name: words.readLess })).toBeVisible();
      await expect(article.getByText(summary!, { exact: true })).toHaveCount(0);

      await article.getByRole('link', { name: words.comments }).click();
      await expect(page).toHaveURL(/[?&]comments=.*#opened-comments$/);
      const thread = article.getByRole('region', { name: words.comments });
      // A blank comment is refused with the message in the page's language; the name typed stays.
      await thread.getByLabel(/^(Name|Nombre)/).fill('Sam Noscript');
      await thread.getByRole('button', { name: words.post }).click();
      await expect(thread.getByRole('alert')).toHaveText(words.required);
      await expect(thread.getByLabel(/^(Name|Nombre)/)).toHaveValue('Sam Noscript');

      await thread.getByLabel(/^(Comment|Comentario)$/).fill(words.comment);
      // A wrong e-mail reaches the server (the browser's own check, in the browser's language, is off) and comes back
      // with the specification's message at the field, in the page's language; the earlier message is gone.
      await thread.getByLabel(/^(Email|Correo)/).fill('sam@');
      await thread.getByRole('button', { name: words.post }).click();
      await expect(thread.getByRole('alert')).toHaveText(words.invalidEmail);
      await expect(thread.getByLabel(/^(Email|Correo)/)).toHaveAttribute('aria-invalid', 'true');
      await expect(thread.getByLabel(/^(Comment|Comentario)$/)).toHaveValue(words.comment);
      await thread.getByLabel(/^(Email|Correo)/).fill('sam.private@example.net');
      await thread.getByRole('button', { name: words.post }).click();
      await expect(page).toHaveURL(/[?&]posted=published/);
      await expect(thread.getByRole('status')).toContainText(words.posted);
      await expect(thread.getByText(words.comment)).toBeVisible();
      // Stored once: the notice page is reached by a redirect, so reloading it posts nothing again.
      await page.reload();
      await expect(thread.getByText(words.comment)).toHaveCount(1);
      await expect(page.getByText('sam.private@example.net')).toHaveCount(0);
      // A later post that is refused is not shown under the earlier post's notice.
      await thread.getByLabel(/^(Comment|Comentario)$/).fill(`${words.comment}, again`);
      await thread.getByLabel(/^(Email|Correo)/).fill('sam@');
      await thread.getByRole('button', { name: words.post }).click();
      await expect(thread.getByRole('alert')).toHaveText(words.invalidEmail);
      await expect(thread.getByRole('status')).toHaveCount(0);
      await expect(page).not.toHaveURL(/posted=/);

      await article.getByRole('link', { name: words.hide }).click();
      await expect(page).not.toHaveURL(/comments=/);
      await expect(article.getByText(words.comment)).toHaveCount(0);
    }
    // One thread in both languages: the Spanish page lists the English comment too.
    await page.goto('/es/news?page=3');
    await page.locator('article').nth(1).getByRole('link', { name: 'Comentarios' }).click();
    await expect(page.getByText(`${marker} in English`)).toBeVisible();
  });

  test('an address naming no article of the page opens nothing, and its links do not carry it', async ({ page }) => {
    await page.goto(`/news?page=3&comments=${encodeURIComponent('https://example.com/not-ours')}`);
    await expect(page.getByRole('region', { name: 'Comments' })).toHaveCount(0);
    const link = page.locator('article').nth(1).getByRole('link', { name: 'Read More' });
    await expect(link).toHaveAttribute('href', /more=/);
    await expect(link).not.toHaveAttribute('href', /not-ours/);
  });
});

test("with JavaScript, the controls are buttons, and comments opened by the address are the script's", async ({
  page,
}) => {
  await page.goto('/news');
  const article = page.locator('article').first();
  await expect(article.getByRole('button', { name: 'Comments' })).toBeEnabled();
  await expect(article.getByRole('link', { name: 'Comments' })).toHaveCount(0);
  const url = await article.getByRole('heading', { level: 2 }).getByRole('link').getAttribute('href');
  await page.goto(`/news?comments=${encodeURIComponent(url!)}`);
  await expect(article.getByRole('button', { name: 'Hide Comments' })).toBeEnabled();
  await expect(article.getByRole('button', { name: 'Add Comment' })).toBeVisible();
});

test.describe('a comment whose answer was lost on the way back', () => {
  // The browser reports the request whose answer was cut off; the form says so itself.
  test.use({ allowedConsoleErrors: [/net::ERR_/] });

  test('sending it again posts it once: the server answers the repeat as it answered the first', async ({ page }) => {
    // A visitor of its own (TRUST_PROXY), clear of the limits the other tests share.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.91' });
    await page.goto('/news?page=3');
    const article = page.locator('article').nth(3);
    await article.getByRole('button', { name: 'Comments' }).click();
    await article.getByRole('button', { name: 'Add Comment' }).click();
    const content = `Posted from a train with one bar of signal, ${Date.now()}`;
    await article.getByLabel('Comment', { exact: true }).fill(content);
    // The send reaches the server, which posts the comment, but its answer never reaches the page.
    let stored = false;
    await page.route(
      '**/api/comments',
      async (route) => {
        stored = (await route.fetch()).status() === 201;
        await route.abort('connectionreset');
      },
      { times: 1 },
    );
    await article.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Error posting comment').first()).toBeVisible();
    expect(stored).toBe(true);

    await article.getByRole('button', { name: 'Post Comment' }).click();
    await expect(page.getByText('Comment posted!').first()).toBeVisible();
    await expect(article.getByText(content)).toHaveCount(1);
  });
});
