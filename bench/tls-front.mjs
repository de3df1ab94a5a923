// A TLS terminator in front of a local production server, for the bench: visitors reach the site
// over https (docs/deploy.md puts nginx with TLS in front), and a browser behaves differently on
// plain http: Chromium offers brotli only over https, and Lighthouse's best-practices audits count
// http itself (is-on-https) and the Cross-Origin-Opener-Policy a browser ignores on it. The
// certificate is self-signed for the bench host name (openssl, from Debian); browsers driven by
// the bench start with --ignore-certificate-errors. Forwards X-Forwarded-For/-Proto as nginx does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:https';
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
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', `/CN=${BENCH_HOST}`, '-addext', `subjectAltName=DNS:${BENCH_HOST}`], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Starts https://BENCH_HOST:port in front of http://127.0.0.1:targetPort; answers { origin, stop }. */
export async function startTlsFront({ port, targetPort }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server = createServer(selfSignedCertificate(), (req, res) => {
    const headers = { ...req.headers, 'x-forwarded-proto': 'https', 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' };
    const upstream = request({ host: '127.0.0.1', port: targetPort, path: req.url, method: req.method, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
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
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
