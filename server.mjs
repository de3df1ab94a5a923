// The site's HTTP server: Next.js behind a thin wrapper that validates the settings before
// anything starts, gives every request an id and logs one JSON line per request, and shuts
// down cleanly (PGlite must be closed to keep its data folder consistent).
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { loadSettingsFiles } from './server/config/load-settings.ts';
import { EnvError, parseEnv } from './server/env-schema.ts';
import {
  refusalResponse,
  refuseMalformedRouterState,
  refuseMalformedTarget,
  refuseMethod,
} from './server/http/malformed-request.ts';
import { clientAddress, PROXIED_HEADER } from './server/http/trusted-proxies.ts';
import { createFormPostGuard, PAGE_POST_MAX_BYTES, passFormPostGuard } from './server/http/form-post-guard.ts';
import { isFormPost, passReadableForm } from './server/http/form-post-body.ts';
import { CROSS_SITE_MESSAGE, isCrossSite, isOriginNextRefuses } from './server/http/cross-site.ts';
import { gpcCookieUpdate } from './lib/privacy-choices.ts';
import { requestLogFields, siteRouteOf } from './server/http/request-log.ts';
import { shutDownGracefully, trackUnansweredResponses } from './server/http/shutdown.ts';
import { shutdownHook } from './server/shared-process-state.ts';
import { serveCurrentBuild } from './scripts/build-folders.mjs';
import { createPageCache } from './server/http/page-cache.ts';
import { rememberedLanguageRedirect } from './server/http/remembered-language.ts';
import { localeOfPath } from './lib/i18n/locale.ts';
import { SITE_LANGUAGE_HEADER } from './lib/i18n/site-language-header.ts';
import { jsonLine, printedErrorFields } from './server/log-line.ts';

// glibc keeps the memory of large allocations once freed (PGlite's WebAssembly compilation peaks
// at about 600 MB; a load's buffers) unless each is mapped on its own: a fixed mmap threshold
// gives it back to the system (decision 162: 480 -> 270 MB idle on the embedded database). It is
// read when the process starts, so the server replaces itself once with it set (same process id,
// same standard streams) before it loads anything heavy; a value set by the operator is kept.
if (
  process.platform === 'linux' &&
  process.env.MALLOC_MMAP_THRESHOLD_ === undefined &&
  typeof process.execve === 'function'
) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_MMAP_THRESHOLD_: '131072',
  });
}
const dev = process.argv.includes('--dev');
// `||=`: an empty NODE_ENV (a shell that sourced .env.example) means "not set" here too.
process.env.NODE_ENV ||= dev ? 'development' : 'production';
// The project folder, whatever the working directory: settings files and the build live here.
const dir = import.meta.dirname;
// Read .env files before anything parses the environment, with Next.js's own loader, so this
// process, the build check and the pages all see the same values (docs/decisions/009).
loadSettingsFiles(dir, dev ? 'development' : 'production');
// The build this server serves, chosen once: a build made later never changes it (decision 141).
if (!dev) serveCurrentBuild(dir);

let env;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const { default: next } = await import('next');
const hostname = env.HOST;
const app = next({ dev, dir, hostname, port: env.PORT });
const handle = app.getRequestHandler();
// Posts to pages (server actions) are limited before Next.js buffers their body (decision 103).
// A form posted from another site's page is refused here too: Next.js answered it with a 500.
const publicHost = new URL(env.PUBLIC_BASE_URL).host;
const formPostGuard = createFormPostGuard({
  maxBodyBytes: PAGE_POST_MAX_BYTES,
  // A console action without an Origin is refused too: every browser sends one with a post, and
  // Next.js runs an action without one, where refusing it inside could only answer a 404 page
  // (issue 23 item 12).
  // One whose Origin Next.js's own check refuses (another host, or "null") is refused here too:
  // Next.js answered it with a 500.
  crossSite: (headers, url) => {
    const header = (name) => [headers[name]].flat().join(',') || null;
    return isCrossSite(header, publicHost) ||
      isOriginNextRefuses(header) ||
      (url.startsWith('/console') && !headers.origin)
      ? { status: 403, message: CROSS_SITE_MESSAGE }
      : null;
  },
});
await app.prepare();
// Pages the same for every visitor, served pre-compressed with ETags (docs/decisions/161); a copy
// is rendered by Next.js's handler into a response the cache records (decision 177).
const pageCache = dev
  ? null
  : createPageCache({ render: handle, distDir: `${dir}/${process.env.NEXT_DIST_DIR || '.next'}` });

const logLevels = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };
function logLine(level, msg, fields) {
  if (logLevels[level] < logLevels[env.LOG_LEVEL]) return;
  const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout;
  stream.write(`${jsonLine({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}
// Whatever Next.js or a library prints is one JSON line too, without the printed values (a stack
// or a database error would carry what a visitor typed): issue 23 item 12. Nothing here reads what
// is printed beyond that; a failed request is also logged with its request id by instrumentation.ts
// (decision 177). `npm run dev` keeps the framework's own prints: a developer reads its compile errors.
if (!dev) {
  console.error = (...args) => logLine('error', 'printed by the framework', printedErrorFields(args));
  console.warn = (...args) => logLine('warn', 'printed by the framework', printedErrorFields(args));
}
// Request lines name the route pattern (e.g. /results/[assessmentId]), never a visitor's id or query.
const server = createServer((req, res) => {
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = requestId;
  // The client's address for rate limits and consent records; a value sent by the client is
  // replaced. X-Forwarded-For is read from the right, past the trusted proxies only (decision 102).
  req.headers['x-client-ip'] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], env.TRUST_PROXY);
  req.headers[PROXIED_HEADER] = req.headers['x-forwarded-for'] === undefined ? 'no' : 'yes';
  res.setHeader('X-Request-Id', requestId);
  // The language of the address, for the page of an address no route matches (decision 182).
  req.headers[SITE_LANGUAGE_HEADER] = localeOfPath((req.url ?? '/').split('?')[0]);
  // Global Privacy Control as a first-party cookie, so prerendered pages honour it (docs/decisions/121).
  const gpcCookie = gpcCookieUpdate(req);
  if (gpcCookie) res.appendHeader('Set-Cookie', gpcCookie);
  const started = performance.now();
  res.on('finish', () => {
    const fields = requestLogFields(req, res.statusCode, performance.now() - started, siteRouteOf);
    logLine(
      fields.route.startsWith('/_next/static') ? 'debug' : res.statusCode >= 500 ? 'error' : 'info',
      'request',
      fields,
    );
  });
  // TRACE, PUT and the like, a POST to a file, and OPTIONS (no cross-origin API here), are answered
  // before Next.js, which answered some of them with a 500 and a stack trace.
  const methodAnswer = refuseMethod(req.method, req.url ?? '/');
  if (methodAnswer) {
    res.writeHead(methodAnswer.status, methodAnswer.headers);
    res.end(methodAnswer.status === 405 ? 'Method not allowed.' : undefined);
    return;
  }
  // A malformed address, or a navigation's page state Next.js cannot read, is the client's
  // mistake: a 400 here, never a 500 from a route.
  const refusal = refuseMalformedTarget(req.url ?? '/') ?? refuseMalformedRouterState(req.headers);
  if (refusal) {
    const answer = refusalResponse(req.url ?? '/', refusal);
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
    return;
  }
  if (!passFormPostGuard(formPostGuard, req, res)) return;
  // A form's body (declared, at most 1 MB) is parsed before Next.js reads it and given back to the
  // request: one that does not parse is a 400 here, where Next.js answered a 500 (decision 177).
  if (isFormPost(req)) {
    passReadableForm(req, res).then(
      (pass) => pass && handle(req, res),
      () => res.destroy(),
    );
    return;
  }
  // A visitor who chose a language with the switch gets the page in that language (decision 182).
  const chosenLanguagePage = rememberedLanguageRedirect(req);
  if (chosenLanguagePage) {
    res.writeHead(307, { Location: chosenLanguagePage, 'Cache-Control': 'private, no-store' });
    res.end();
    return;
  }
  if (pageCache) pageCache.handle(req, res, handle);
  else handle(req, res);
});

// Longer than a proxy in front keeps an idle connection to the site (the documented nginx site's
// upstream keepalive_timeout, 60 s; a cloud load balancer's idle timeout, 60 s by default), so the
// proxy always closes one first. With Node's 5 s the site closed connections nginx still held
// open, and a submission sent on one at that moment got nginx's 502: nginx never retries a POST.
server.keepAliveTimeout = 65_000;
// So that a shutdown can ask the answers still being rendered to close their connections.
trackUnansweredResponses(server);

// A port already taken (another instance, another service) ends the process with the reason:
// Next.js's handler for uncaught exceptions would otherwise keep it running, serving nothing
// while its outbox worker runs.
server.once('error', (error) => {
  logLine('error', 'cannot listen', { host: hostname, port: env.PORT, code: error.code, error: error.message });
  process.exit(1);
});
server.listen(env.PORT, hostname, () => {
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      level: 'info',
      msg: 'listening',
      host: hostname,
      url: `http://localhost:${env.PORT}`,
      dev,
    }),
  );
  // The build's scripts and styles, brotli-compressed before the first visitor asks (decision 164).
  void pageCache?.warmStaticAssets();
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logLine('info', 'shutting down', { signal });
  const hook = shutdownHook();
  process.exit(await shutDownGracefully({ server, hook, timeoutMs: env.SHUTDOWN_TIMEOUT_MS, log: logLine }));
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
