import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gpcCookieUpdate } from '@/lib/privacy-choices';
import { createPageCache } from '@/server/http/page-cache';

export interface PageCacheServer {
  cache: ReturnType<typeof createPageCache>;
  url: string;
  /** How many requests reached the handler behind the cache (Next.js in production), per path. */
  rendered: (pathname: string) => number;
  /** The requests the handler got for a path (the cache's renders and what it passed on), oldest first. */
  rendersOf: (pathname: string) => IncomingMessage[];
  /** How many requests reached the server's port (visitors; the cache's own fills never do). */
  received: () => number;
  close: () => Promise<void>;
}

/**
 * A real HTTP server with the page cache in front of `handler`, as server.mjs puts it in front of
 * Next.js (with server.mjs's privacy_gpc cookie for a request with `Sec-GPC: 1`); `prerendered` stands for the build's
 * prerender manifest, `staticFiles` for the files
 * of its static folder (paths under /_next/static/, written empty: the handler answers for them).
 */
export async function startPageCacheServer(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
  prerendered: string[] = [],
  staticFiles: string[] = [],
  renderTimeoutMs?: number,
): Promise<PageCacheServer> {
  const distDir = mkdtempSync(path.join(tmpdir(), 'page-cache-test-'));
  writeFileSync(
    path.join(distDir, 'prerender-manifest.json'),
    JSON.stringify({ routes: Object.fromEntries(prerendered.map((route) => [route, {}])) }),
  );
  for (const file of staticFiles) {
    const full = path.join(distDir, 'static', file.replace(/^\/_next\/static\//, ''));
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '');
  }
  const counts = new Map<string, number>();
  const seen: IncomingMessage[] = [];
  let received = 0;
  const next = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = new URL(`http://x${req.url ?? '/'}`).pathname;
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    seen.push(req);
    return handler(req, res);
  };
  // As server.mjs: Next.js's handler both renders the cache's copies and answers what it passes on.
  const cache = createPageCache({ render: next, distDir, renderTimeoutMs });
  const server: Server = createServer((req, res) => {
    received += 1;
    // As server.mjs does before the cache: the Global Privacy Control cookie, set for one visitor.
    const gpcCookie = gpcCookieUpdate(req);
    if (gpcCookie) res.appendHeader('Set-Cookie', gpcCookie);
    cache.handle(req, res, next);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    cache,
    url: `http://127.0.0.1:${port}`,
    rendered: (pathname) => counts.get(pathname) ?? 0,
    rendersOf: (pathname) => seen.filter((req) => new URL(req.url ?? '/', 'http://x').pathname === pathname),
    received: () => received,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

/** Node's fetch undoes Content-Encoding; this asks with node:http and keeps the bytes as sent. */
export function rawGet(
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }> {
  return new Promise((resolve, reject) => {
    import('node:http').then(({ request }) => {
      const outgoing = request(url, { method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      });
      outgoing.on('error', reject);
      outgoing.end();
    }, reject);
  });
}
