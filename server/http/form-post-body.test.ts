import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from './json-depth';
import { bodyDecodes, isFormPost, passReadableForm, UNREADABLE_FORM_MESSAGE } from './form-post-body';

const MULTIPART = 'multipart/form-data; boundary=XYZ';
const field = (name: string, value: string) =>
  `--XYZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const whole = `${field('firstName', 'Ada')}${field('email', 'ada@example.com')}--XYZ--\r\n`;
const cutInBoundary = `${field('firstName', 'Ada')}--XY`;

describe('which posts are read first', () => {
  it('is a form posted to a page, whatever its parameters', () => {
    const post = (url: string, type: string) => ({ method: 'POST', url, headers: { 'content-type': type } });
    expect(isFormPost(post('/contact', MULTIPART))).toBe(true);
    expect(isFormPost(post('/claims?x=1', 'application/x-www-form-urlencoded;charset=UTF-8'))).toBe(true);
    // A text body that is no action call, the API's own readers, GETs: not here.
    expect(isFormPost(post('/contact', 'text/plain;charset=UTF-8'))).toBe(false);
    const actionCall = {
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'text/plain', 'next-action': 'ab' },
    };
    expect(isFormPost(actionCall)).toBe(true);
    expect(isFormPost(post('/api/leads', MULTIPART))).toBe(false);
    expect(isFormPost({ method: 'GET', url: '/contact', headers: { 'content-type': MULTIPART } })).toBe(false);
  });
});

describe("the platform's form reader", () => {
  it('accepts a whole multipart body and a urlencoded one, refuses a body cut in a boundary', async () => {
    expect(await bodyDecodes(Buffer.from(whole), MULTIPART, false)).toBe(true);
    expect(await bodyDecodes(Buffer.from('a=1&b=%zz'), 'application/x-www-form-urlencoded', false)).toBe(true);
    expect(await bodyDecodes(Buffer.from(cutInBoundary), MULTIPART, false)).toBe(false);
    expect(await bodyDecodes(Buffer.from(whole), 'multipart/form-data; boundary=OTHER', false)).toBe(false);
  });
});

describe("an action's arguments, as Next.js decodes them", () => {
  // A no-JavaScript form as the page draws it: the action's reference and its state, in JSON.
  const noScriptForm = (state: string) =>
    `${field('$ACTION_REF_1', '')}${field('$ACTION_1:0', '{"id":"60ab","bound":"$@1"}')}` +
    `${field('$ACTION_1:1', state)}${field('$ACTION_KEY', 'p/opt-out')}${field('email', '{')}--XYZ--\r\n`;

  it('lets through what browsers send: the no-JavaScript fields, an action call in text or with a form', async () => {
    expect(await bodyDecodes(Buffer.from(noScriptForm('[{"status":"idle"}]')), MULTIPART, false)).toBe(true);
    expect(await bodyDecodes(Buffer.from('[{"status":"idle"},"$K1"]'), 'text/plain;charset=UTF-8', true)).toBe(true);
    const callWithForm = `${field('0', '[{"status":"idle"},"$K1"]')}${field('1_email', 'a@example.com')}--XYZ--\r\n`;
    expect(await bodyDecodes(Buffer.from(callWithForm), MULTIPART, true)).toBe(true);
    // A visitor's own field that is not JSON is the action's to judge, not a decoding failure.
    const ownFieldNoJson = `${field('0', '["$K1"]')}${field('1_email', '{')}--XYZ--\r\n`;
    expect(await bodyDecodes(Buffer.from(ownFieldNoJson), MULTIPART, true)).toBe(true);
  });

  it('refuses an action call\'s form that no browser sends: without the field "0", with it as a file, or typed otherwise', async () => {
    // Next.js waited for the arguments' root to the body's end and threw "Connection closed" (500).
    expect(await bodyDecodes(Buffer.from(whole), MULTIPART, true)).toBe(false);
    expect(await bodyDecodes(Buffer.from('--XYZ--\r\n'), MULTIPART, true)).toBe(false);
    const asFile =
      '--XYZ\r\nContent-Disposition: form-data; name="0"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n[]\r\n--XYZ--\r\n';
    expect(await bodyDecodes(Buffer.from(asFile), MULTIPART, true)).toBe(false);
    // Next.js reads a type it does not spell as browsers do as text, which no form decodes from.
    const callWithForm = `${field('0', '[]')}--XYZ--\r\n`;
    expect(await bodyDecodes(Buffer.from(callWithForm), 'Multipart/Form-Data; boundary=XYZ', true)).toBe(false);
    expect(await bodyDecodes(Buffer.from(callWithForm), MULTIPART, true)).toBe(true);
    // A form posted without JavaScript has no "0": its fields are read as they come.
    expect(await bodyDecodes(Buffer.from(whole), MULTIPART, false)).toBe(true);
  });

  it('refuses what Next.js could only fail on: arguments that are no JSON array, hidden fields cut short', async () => {
    for (const text of ['{', '1', '"x"', '', '{"a":1}']) {
      expect(await bodyDecodes(Buffer.from(text), 'text/plain;charset=UTF-8', true), text).toBe(false);
    }
    expect(await bodyDecodes(Buffer.from(noScriptForm('{')), MULTIPART, false)).toBe(false);
    expect(await bodyDecodes(Buffer.from(`${field('0', '{')}--XYZ--\r\n`), MULTIPART, true)).toBe(false);
  });

  it('refuses arguments nested thousands deep, which React decoding ran out of stack on', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expect(await bodyDecodes(Buffer.from(deep), 'text/plain;charset=UTF-8', true)).toBe(false);
    expect(await bodyDecodes(Buffer.from(`${field('0', deep)}--XYZ--\r\n`), MULTIPART, true)).toBe(false);
    expect(await bodyDecodes(Buffer.from(noScriptForm(deep)), MULTIPART, false)).toBe(false);
  });

  it('reads arguments nested to the limit, and refuses one level more', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(await bodyDecodes(Buffer.from(nested(MAX_JSON_DEPTH)), 'text/plain;charset=UTF-8', true)).toBe(true);
    expect(await bodyDecodes(Buffer.from(nested(MAX_JSON_DEPTH + 1)), 'text/plain;charset=UTF-8', true)).toBe(false);
  });

  it("checks a page's later actions' fields too ($ACTION_12:10), and no field that only looks like one", async () => {
    const form = (name: string) => `${field('$ACTION_REF_12', '')}${field(name, '{')}--XYZ--\r\n`;
    expect(await bodyDecodes(Buffer.from(form('$ACTION_12:10')), MULTIPART, false)).toBe(false);
    expect(await bodyDecodes(Buffer.from(form('note$ACTION_1:1')), MULTIPART, false)).toBe(true);
    expect(await bodyDecodes(Buffer.from(form('$ACTION_1:1 note')), MULTIPART, false)).toBe(true);
  });
});

describe('a form post through the server', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /**
   * server.mjs's order, with a stand-in for Next.js that reads the body as Next.js 16 reads a
   * no-JavaScript multipart action (piped on into `new Request(...).formData()`), and answers
   * with the fields it got.
   */
  async function serve(): Promise<string> {
    server = createServer((req, res) => {
      if (!isFormPost(req)) return void res.writeHead(404).end();
      void passReadableForm(req, res).then(async (pass) => {
        if (!pass) return;
        const passed = new PassThrough();
        const parsed = new Request('http://localhost', {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type']) },
          body: Readable.toWeb(passed) as ReadableStream,
          duplex: 'half',
        } as RequestInit).formData();
        const [, form] = await Promise.all([pipeline(req, passed), parsed]);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(Object.fromEntries(form)));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`;
  }

  it('hands the next reader every byte the visitor sent', async () => {
    const response = await fetch(await serve(), {
      method: 'POST',
      headers: { 'content-type': MULTIPART },
      body: whole,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ firstName: 'Ada', email: 'ada@example.com' });
  });

  it('hands on a body that arrives in many pieces, and a large one, whole', async () => {
    const url = new URL(await serve());
    const big = 'x'.repeat(900 * 1024);
    const body = `${field('firstName', 'Ada')}${field('notes', big)}--XYZ--\r\n`;
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': MULTIPART, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      outgoing.on('error', reject);
      for (let offset = 0; offset < body.length; offset += 7_000) outgoing.write(body.slice(offset, offset + 7_000));
      outgoing.end();
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ firstName: 'Ada', notes: big });
  });

  it('answers a multipart body cut in a boundary with the 400 page, before the next reader sees it', async () => {
    const response = await fetch(await serve(), {
      method: 'POST',
      headers: { 'content-type': MULTIPART },
      body: cutInBoundary,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain(UNREADABLE_FORM_MESSAGE);
  });

  it('lets go of a visitor who leaves before the whole body arrived: no answer, no reader, nothing held', async () => {
    let settled: (pass: boolean) => void = () => {};
    const passed = new Promise<boolean>((resolve) => (settled = resolve));
    server = createServer((req, res) => void passReadableForm(req, res).then(settled));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const outgoing = request({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      path: '/contact',
      method: 'POST',
      headers: { 'content-type': MULTIPART, 'content-length': 10_000 },
    });
    outgoing.on('error', () => {});
    outgoing.write(field('firstName', 'Ada'), () => outgoing.destroy());
    expect(await passed).toBe(false);
  });

  it('answers an action call (Next-Action) with JSON', async () => {
    const response = await fetch(await serve(), {
      method: 'POST',
      headers: { 'content-type': MULTIPART, 'next-action': '7f'.repeat(21) },
      body: cutInBoundary,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: UNREADABLE_FORM_MESSAGE });
  });
});
