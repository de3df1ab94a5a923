import { request as httpRequest } from 'node:http';
import { API_ROUTES, PAGE_ROUTES } from '@/content/routes';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';
import { UNREADABLE_FORM_MESSAGE } from '@/server/http/form-post-body';

/** Sends the target exactly as written (a browser or fetch would re-encode it). */
function rawGet(
  baseURL: string,
  target: string,
  method = 'GET',
): Promise<{ status: number; type: string; allow: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: hostname, port, path: target, method }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers['content-type'] ?? ''),
          allow: String(response.headers.allow ?? ''),
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

/** Every registry pattern with each dynamic segment (or, for a static route, a last segment) made hostile. */
function hostileTargets(): string[] {
  const bad = ['%E0%A4%A', '%ff', '%00', 'a%00b', '..', '%2e%2e', 'x'.repeat(2100)];
  const patterns = [...PAGE_ROUTES.map((route) => route.pattern), ...API_ROUTES.map((route) => route.pattern)];
  // Two slashes first: the page cache read '//' as a URL with an empty host and never answered.
  const targets = new Set<string>(['/%ff', '/book_%E0%A4%A', '/news?page=%E0%A4%A', '//', '///', '//?x=1', '//news']);
  // An encoded slash or bracket that names a route (Next.js: "handle request too many times"), and
  // Next.js's own error page, which the page cache rendered: each was a 500.
  for (const target of ['/es%2Fnews', '/console%2Flogin', '/api%2Fhealth', '/%5Bslug%5D', '/_global-error'])
    targets.add(target);
  for (const pattern of patterns) {
    for (const value of bad) {
      const target = /\[[^\]]+\]/.test(pattern)
        ? pattern.replace(/\[[^\]]+\]/, value)
        : `${pattern.replace(/\/$/, '')}/${value}`;
      targets.add(target.startsWith('/') ? target : `/${target}`);
      targets.add(`${pattern.replace(/\[[^\]]+\]/, '1')}?q=${value}`);
    }
  }
  return [...targets];
}

test('no malformed, control-character, dot-segment or overlong address answers 5xx', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const target of hostileTargets()) {
    const { status, type } = await rawGet(baseURL!, target);
    if (status >= 500) failures.push(`${status} ${target.slice(0, 80)}`);
    if (target.startsWith('/api/') && status === 400 && !type.includes('application/json'))
      failures.push(`not JSON: ${target.slice(0, 80)}`);
  }
  expect(failures).toEqual([]);
});

test('the reported cases answer 400: JSON under /api, a page elsewhere', async ({ baseURL }) => {
  for (const target of ['/%ff', '/results/%E0%A4%A', '/book_%E0%A4%A']) {
    const { status, type } = await rawGet(baseURL!, target);
    expect(status, target).toBe(400);
    expect(type, target).toMatch(/^text\/html/);
  }
  for (const target of ['/api/comments/%E0%A4%A', '/api/insurance/options/%E0%A4%A', '/api/comments/%00']) {
    const { status, type } = await rawGet(baseURL!, target);
    expect(status, target).toBe(400);
    expect(type, target).toMatch(/^application\/json/);
  }
});

test('an /api/ name that neither a route file nor a submission type declares is 404 JSON; GET on one is 405', async ({
  baseURL,
}) => {
  for (const method of ['POST', 'GET']) {
    const { status, type } = await rawGet(baseURL!, '/api/no-such-endpoint', method);
    expect(status, method).toBe(404);
    expect(type, method).toMatch(/^application\/json/);
  }
  for (const target of ['/api/leads', '/api/business-inquiry']) {
    const { status, allow } = await rawGet(baseURL!, target, 'GET');
    expect(status, target).toBe(405);
    expect(allow, target).toContain('POST');
  }
});

test('TRACE, PUT and OPTIONS on pages, the API and static files, and POST to a file, answer 405 or 204 with Allow, never 500', async ({
  baseURL,
}) => {
  for (const target of ['/api/health', '/', '/icon.svg', '/api/claims']) {
    for (const method of ['TRACE', 'PUT', 'DELETE']) {
      const { status, allow } = await rawGet(baseURL!, target, method);
      expect(status, `${method} ${target}`).toBe(405);
      expect(allow).toContain('GET');
    }
    expect((await rawGet(baseURL!, target, 'OPTIONS')).status, `OPTIONS ${target}`).toBe(204);
  }
  // A file is only read: Next.js answered a POST to one with a 500.
  for (const target of ['/favicon.ico', '/robots.txt', '/sitemap.xml', '/icon.svg']) {
    const { status, allow } = await rawGet(baseURL!, target, 'POST');
    expect(status, `POST ${target}`).toBe(405);
    expect(allow).toBe('GET, HEAD, OPTIONS');
  }
});

test('an unreadable form post or an unknown action is a 4xx, never a 500, and all it prints is JSON lines', async ({
  browser,
}) => {
  test.setTimeout(300_000); // its first request waits for a new database folder: up to a minute on a busy machine
  // A server of its own, to read everything it prints.
  const server = startOwnServer(Number(process.env.E2E_PORT ?? 3100) + 6, { LOG_LEVEL: 'debug' });
  try {
    await server.listening;
    const post = (headers: Record<string, string>, body: string) =>
      fetch(`${server.baseURL}/claims`, { method: 'POST', headers, body });
    // A no-JavaScript form post whose multipart body ends in the middle of a boundary: refused by
    // server.mjs after parsing it, before Next.js reads it (decision 177).
    const cut = await post(
      { 'content-type': 'multipart/form-data; boundary=XYZ' },
      '--XYZ\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda\r\n--XY',
    );
    expect(cut.status).toBe(400);
    expect(await cut.text()).toContain('The form could not be read.');
    // Unknown actions are Next.js's own 409 (a deployment's old page may name one): no matching needed.
    const unknownAction = await post(
      { 'next-action': '7f00000000000000000000000000000000000000aa', 'content-type': 'text/plain;charset=UTF-8' },
      '[]',
    );
    expect(unknownAction.status).toBe(409);
    const unknownFormAction = new FormData();
    unknownFormAction.append('$ACTION_ID_7f0000000000000000000000000000000000000000', '');
    expect((await fetch(`${server.baseURL}/claims`, { method: 'POST', body: unknownFormAction })).status).toBe(409);
    await expect.poll(() => server.output().match(/"msg":"request".*"route":"\/claims"/g)?.length ?? 0).toBe(3);

    // A real action of the site (its id from the page's own form), called as no browser calls it.
    const page = await (await fetch(`${server.baseURL}/opt-out`)).text();
    const id = /\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(page)![1]!;
    const callOptOut = (headers: Record<string, string>, body: string | FormData) =>
      fetch(`${server.baseURL}/opt-out`, { method: 'POST', headers: { origin: server.baseURL, ...headers }, body });
    const textCall = { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' };
    // Arguments Next.js cannot decode: refused before it reads them (it answered 500), among them
    // 5,000 nested brackets, which React's decoding ran out of stack on.
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const body of ['{', '1', '', deep])
      expect((await callOptOut(textCall, body)).status, body.slice(0, 10)).toBe(400);
    const cutState = new FormData();
    cutState.append('$ACTION_REF_1', '');
    cutState.append('$ACTION_1:0', JSON.stringify({ id, bound: '$@1' }));
    cutState.append('$ACTION_1:1', '{');
    expect((await callOptOut({}, cutState)).status).toBe(400);
    // An Origin that is no origin, beside the browser's word "same-origin": Next.js's own Origin check threw (500).
    const oddOrigin = { origin: 'x', 'sec-fetch-site': 'same-origin' };
    expect((await callOptOut({ ...textCall, ...oddOrigin }, '[]')).status).toBe(403);
    const oddForm = new FormData();
    oddForm.append(`$ACTION_ID_${id}`, '');
    oddForm.append('email', 'someone@example.com');
    // Refused before Next.js, its body is read to its end first: answered at once, about one such post in three
    // broke its sender's pipe (EPIPE) instead of giving it the 403; fifty in a row must all get it.
    for (let attempt = 0; attempt < 50; attempt += 1) expect((await callOptOut(oddOrigin, oddForm)).status).toBe(403);
    // An Origin Next.js's own check refuses (not the X-Forwarded-Host, or "null"), whatever the browser's
    // "same-origin" says: refused here, where Next.js answered 500.
    for (const headers of [
      { 'x-forwarded-host': 'www.example.org' } as Record<string, string>,
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ]) {
      expect((await callOptOut({ ...textCall, ...headers }, '[]')).status, JSON.stringify(headers)).toBe(403);
      expect((await callOptOut(headers, oddForm)).status, JSON.stringify(headers)).toBe(403);
    }
    // An action call's form without its arguments' field "0", or typed as no browser types it: Next.js's 500.
    const noArguments = new FormData();
    noArguments.append('email', 'someone@example.com');
    expect((await callOptOut({ 'next-action': id }, noArguments)).status).toBe(400);
    const oddType = { 'next-action': id, 'content-type': 'Multipart/Form-Data; boundary=BB' };
    const withArguments = '--BB\r\nContent-Disposition: form-data; name="0"\r\n\r\n[]\r\n--BB--\r\n';
    expect((await callOptOut(oddType, withArguments)).status).toBe(400);
    // Arguments that decode but carry no form: the action's own answer, the form's message (it read
    // a field of `undefined`: 500). A plain `$ACTION_ID_` post hands the form in another place.
    for (const body of ['[]', '["x"]', '[null,"y"]']) {
      const answer = await callOptOut({ ...textCall, accept: 'text/x-component' }, body);
      expect(answer.status, body).toBe(200);
      expect(await answer.text(), body).toContain(UNREADABLE_FORM_MESSAGE);
    }
    const plainAction = new FormData();
    plainAction.append(`$ACTION_ID_${id}`, '');
    plainAction.append('email', 'not-an-address');
    expect((await callOptOut({}, plainAction)).status).toBe(200);
    await expect.poll(() => server.output().match(/"msg":"request".*"route":"\/opt-out"/g)?.length ?? 0).toBe(69);

    // A form refused without JavaScript is the page again (200): its log line says it was refused, by whom, with
    // the status the API would have answered and the fields' names, and none of what was typed.
    const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: server.baseURL });
    try {
      const form = await plain.newPage();
      await form.goto('/small-business');
      await form.getByLabel(/^Company Name/).fill('Marker Bakery Quince');
      await form.getByRole('button', { name: 'Get My Group Quote' }).click();
      await expect(form.getByText('Contact name is required').first()).toBeVisible();
    } finally {
      await plain.close();
    }
    const refusedLine = /\{[^\n]*"msg":"form post refused","form":"business-inquiry"[^\n]*/;
    await expect.poll(() => refusedLine.test(server.output())).toBe(true);
    const refused = JSON.parse(server.output().match(refusedLine)![0]) as Record<string, unknown>;
    expect(refused).toMatchObject({ level: 'info', form: 'business-inquiry', status: 400 });
    expect(refused.fields).toEqual(expect.arrayContaining(['contactName', 'email', 'phone']));
    expect(server.output()).not.toContain('Marker Bakery');
    // Everything printed while serving (Next.js's start-up line before 'listening' is not a request's).
    const lines = server.output().split('"msg":"listening"')[1]!.split('\n').slice(1).filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(server.output()).not.toContain('"level":"error"');
    expect(server.output()).not.toMatch(/Failed to parse body|⨯/);
  } finally {
    await server.stop();
  }
});

/** A page post whose body is sent in chunks, with no Content-Length (curl -H 'Transfer-Encoding: chunked'). */
function chunkedPost(baseURL: string, target: string, body: Buffer): Promise<number> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: hostname,
        port,
        path: target,
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=XYZ',
          'transfer-encoding': 'chunked',
          origin: baseURL,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    // The server reads a refused chunked body of up to 4 MB to its end before it answers: a connection
    // broken before the answer is the sender's failed upload, reported as such rather than waited on.
    request.on('error', reject);
    for (let offset = 0; offset < body.length; offset += 64 * 1024)
      request.write(body.subarray(offset, offset + 64 * 1024));
    request.end();
  });
}

test('a chunked page post over 1 MB is a 411 and the image optimiser a 404, never a 500 (issue 28)', async ({
  baseURL,
}) => {
  const field = '--XYZ\r\nContent-Disposition: form-data; name="firstName"\r\n\r\n';
  const body = Buffer.concat([Buffer.from(field), Buffer.alloc(2 * 1024 * 1024, 'a'), Buffer.from('\r\n--XYZ--\r\n')]);
  expect(await chunkedPost(baseURL!, '/contact', body)).toBe(411);
  expect((await rawGet(baseURL!, '/_next/image?url=%2Fconsole&w=64&q=75')).status).toBe(404);
  expect((await rawGet(baseURL!, '/_next/image?url=%2Ficon.svg&w=64&q=75')).status).toBe(404);
});

test('a client navigation whose page state is no router state is a 400, never a 500; a real one renders', async ({
  baseURL,
}) => {
  // /news renders per request: Next.js answered these with a 500 ("could not be parsed").
  const navigate = (tree: string) =>
    fetch(`${baseURL}/news`, { headers: { rsc: '1', 'next-router-state-tree': tree }, redirect: 'follow' });
  for (const tree of ['%7B', encodeURIComponent('[1,2]'), encodeURIComponent('["",{"children":5}]')]) {
    const refused = await navigate(tree);
    expect(refused.status, tree).toBe(400);
    expect(await refused.text()).toContain('The request carries a page state that cannot be read.');
  }
  // The state Chromium sends from a page's metadata: Next.js's flight answer, as before.
  const real = await navigate('%5B%22%22%2C%7B%7D%2Cnull%2C%22metadata-only%22%5D');
  expect(real.status).toBe(200);
  expect(real.headers.get('content-type')).toContain('text/x-component');
});
