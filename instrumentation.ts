import type { Instrumentation } from 'next';

// Runs once when a server process starts: validate settings, open and migrate the database,
// start background work. Skipped while `next build` prerenders pages.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/start');
  await startServer();
}

// Next.js's documented hook for a request it failed on (a render, a route handler, an action):
// one error line with the request id and the route pattern (decision 177). Next.js also prints the
// error itself, which server.mjs makes a JSON line without values; that print carries no request id.
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logRequestError } = await import('./server/request-error');
  logRequestError(...args);
};
