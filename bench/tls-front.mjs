// A TLS terminator in front of a local production server, for the bench: visitors reach the site
// over https (docs/deploy.md puts nginx with TLS in front), and a browser behaves differently on
// plain http: Chromium offers brotli only over https, and Lighthouse's best-practices audits count
// http itself (is-on-https) and the Cross-Origin-Opener-Policy a browser ignores on it. The
// certificate is self-signed for the bench host name (openssl, from Debian); browsers driven by
// the bench start with --ignore-certificate-errors. It speaks HTTP/2 (and HTTP/1.1), as the
// documented nginx site does (`http2 on`): a page's dozen scripts share one connection instead of
// queueing on six, which Lighthouse's simulation models too. Forwards X-Forwarded-For/-Proto as nginx does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const BENCH_HOST = 'bench.example.com';

/** Chromium flags for a browser that visits the bench host through the TLS front. */
export const BENCH_BROWSER_ARGS = [`--host-resolver-rules=MAP ${BENCH_HOST} 127.0.0.1`, '--ignore-certificate-errors'];

function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'im-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        `/CN=${BENCH_HOST}`,
        '-addext',
        `subjectAltName=DNS:${BENCH_HOST}`,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts https://BENCH_HOST:port in front of http://127.0.0.1:targetPort; answers { origin, stop }. */
export async function startTlsFront({ port, targetPort }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  // Headers that belong to one HTTP/1.1 connection: not forwarded, and not allowed in HTTP/2.
  const hopByHop = new Set([
    'connection',
    'keep-alive',
    'transfer-encoding',
    'upgrade',
    'proxy-connection',
    'http2-settings',
    'te',
  ]);
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (req, res) => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' };
    for (const [name, value] of Object.entries(req.headers))
      if (!name.startsWith(':') && !hopByHop.has(name)) headers[name] = value;
    headers.host = req.headers[':authority'] ?? req.headers.host;
    const upstream = request(
      { host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers, agent },
      (answer) => {
        const answerHeaders = {};
        for (const [name, value] of Object.entries(answer.headers))
          if (!hopByHop.has(name)) answerHeaders[name] = value;
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `https://${BENCH_HOST}:${port}`,
    stop: async () => {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
