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
    // The markup arrives as the text the visitor typed, never as elements.
    await expect(article.getByText(content)).toBeVisible();
    await expect(article.locator('li img, li b')).toHaveCount(0);
    expect(await page.title()).not.toBe('pwned');
    await expect(article.locator('time').last()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);

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

  test('the buttons that need the script are disabled and the page says why, in its language', async ({ page }) => {
    for (const [path, readMore, comments, note] of [
      ['/news', 'Read More', 'Comments', 'The full summaries and the comments need JavaScript'],
      ['/es/news', 'Leer más', 'Comentarios', 'Los resúmenes completos y los comentarios necesitan JavaScript'],
    ] as const) {
      await page.goto(path);
      const article = page.locator('article').first();
      await expect(article.getByRole('button', { name: readMore })).toBeDisabled();
      await expect(article.getByRole('button', { name: comments })).toBeDisabled();
      // A browser with scripting off shows <noscript>; Playwright's switch turns scripts off without that, so the
      // note is read from the page as served.
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(new RegExp(`<noscript><p[^>]*>${note}[^<]*</p></noscript>`));
    }
  });
});

test('with JavaScript, the buttons work and no note about the script shows', async ({ page }) => {
  await page.goto('/news');
  await expect(page.locator('article').first().getByRole('button', { name: 'Comments' })).toBeEnabled();
  await expect(page.getByText('The full summaries and the comments need JavaScript')).toBeHidden();
});
