import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as parameters (To, From, Body). */
  params: Record<string, string>;
  /** What the server answered. */
  status: number;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for a Twilio-shaped SMS provider: it keeps every
 * request to its Messages endpoint and answers 201 with a message SID, or, while `failNext` has
 * statuses queued, answers those first (an outage: 500, 503), still recording what came in.
 */
export async function startSmsServer(): Promise<{
  url: string;
  requests: SmsRequest[];
  /** The texts it accepted (answered 201). */
  sent: () => SmsRequest[];
  failNext: (...statuses: number[]) => void;
  /** Forgets the requests and any outage still queued (between tests). */
  reset: () => void;
  close: () => Promise<void>;
}> {
  const requests: SmsRequest[] = [];
  const failures: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const status = failures.shift() ?? 201;
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, params, status });
      const body =
        status === 201
          ? { sid: `SM${requests.length.toString().padStart(32, '0')}`, status: 'queued' }
          : { code: 20500, message: 'Internal Server Error' };
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sent: () => requests.filter((request) => request.status === 201),
    failNext: (...statuses) => failures.push(...statuses),
    reset: () => {
      requests.length = 0;
      failures.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Signs an inbound webhook the way Twilio does (X-Twilio-Signature): base64 HMAC-SHA1, keyed with
 * the auth token, of the full URL followed by the POST parameters sorted by name, name then value.
 * Written here on its own, as the provider's side, so the site's check is not tested against itself.
 */
export function providerSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(Buffer.from(data, 'utf8')).digest('base64');
}
