import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CrmRequest {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; event: string; createdAt: string; data: Record<string, unknown> };
  /** What the server answered. */
  status: number;
}

/**
 * A real HTTP server standing in for the CRM. `down` answers 503 to everything (still recording
 * what came in), as a CRM in maintenance would.
 */
export async function startCrmServer(
  port = 0,
): Promise<{ url: string; requests: CrmRequest[]; setDown: (down: boolean) => void; close: () => Promise<void> }> {
  const requests: CrmRequest[] = [];
  let down = false;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = down ? 503 : 200;
      requests.push({ headers: req.headers, body, json: JSON.parse(body), status });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}/hooks/insurancematch`,
    requests,
    setDown: (value) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Verifies the `t=...,v1=...` signature the way a CRM would (HMAC-SHA256 over "t.body"). */
export function isValidSignature(
  header: string | string[] | undefined,
  body: string,
  secret: string,
  maxAgeSeconds = 300,
): boolean {
  if (typeof header !== 'string') return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > maxAgeSeconds || !parts.v1)
    return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
