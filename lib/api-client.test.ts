import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, errorMessage, getJson } from './api-client';

// A real local server stands in for the API.
let server: Server;
let base = '';
const seen: { method?: string; contentType?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      if (req.url === '/ok') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"fine":true}');
      if (req.url === '/bad')
        return res.writeHead(400, { 'Content-Type': 'application/json' }).end('{"message":"Nope"}');
      if (req.url === '/empty') return res.writeHead(503).end();
      if (req.url === '/auth') return res.writeHead(401).end('who are you');
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type', async () => {
    const response = await apiRequest('POST', `${base}/ok`, { a: 1 });
    expect(await response.json()).toEqual({ fine: true });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
  });

  it('turns a failed response into "status: body"', async () => {
    await expect(apiRequest('POST', `${base}/bad`, {})).rejects.toThrow('400: {"message":"Nope"}');
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty`)).rejects.toThrow('503: Service Unavailable');
  });

  it("exposes the server's message for forms to show", async () => {
    const error = await apiRequest('POST', `${base}/bad`, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'fallback')).toBe('Nope');
    expect(errorMessage(new Error('x'), 'fallback')).toBe('fallback');
  });
});

describe('getJson', () => {
  it('reads JSON, and can turn a 401 into null', async () => {
    expect(await getJson(`${base}/ok`)).toEqual({ fine: true });
    expect(await getJson(`${base}/auth`, { on401: 'returnNull' })).toBeNull();
    await expect(getJson(`${base}/auth`)).rejects.toThrow('401: who are you');
  });
});
