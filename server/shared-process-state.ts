/**
 * What server.mjs and the application share inside one process, in one place (decision 177).
 *
 * server.mjs loads the server's TypeScript files with Node itself; Next.js compiles the same files
 * into its own server bundle. So a file both use is two module instances in one process (the build's
 * server chunks carry their own copy of the page cache's invalidation, for one), and a module-level
 * variable would be two variables. The one honest link is a single key on `globalThis`, owned here
 * and read only through this typed API:
 * - the application's shutdown hook (server/start.ts sets it; server.mjs runs it on SIGTERM);
 * - the news sheet's fingerprint (server/news/source.ts provides it; the page cache reads it);
 * - page cache invalidation (a comment post inside the bundle drops the copies server.mjs's cache keeps).
 *
 * Pure (server.mjs imports it), no imports.
 */
const KEY = Symbol.for('insurancematch.process');

interface SharedProcessState {
  shutdownHook: (() => Promise<void>) | null;
  newsVersion: (() => string) | null;
  pageCacheInvalidators: Set<(pathPrefix: string) => void>;
}

function state(): SharedProcessState {
  const holder = globalThis as typeof globalThis & { [KEY]?: SharedProcessState };
  holder[KEY] ??= { shutdownHook: null, newsVersion: null, pageCacheInvalidators: new Set() };
  return holder[KEY];
}

/** The application's way to stop its background work and close the database (server/start.ts). */
export function setShutdownHook(hook: () => Promise<void>): void {
  state().shutdownHook = hook;
}

/** The hook server.mjs runs once the HTTP server has stopped taking requests, if the application set one. */
export function shutdownHook(): (() => Promise<void>) | null {
  return state().shutdownHook;
}

/** The news source registers how to read its current fingerprint (reading it also starts a due refresh). */
export function provideNewsVersion(provider: () => string): void {
  state().newsVersion = provider;
}

/** The news sheet's fingerprint, or 'unknown' before the news source has loaded. */
export function newsVersion(): string {
  const provider = state().newsVersion;
  return provider ? String(provider()) : 'unknown';
}

/** A page cache listens for invalidations; the returned function stops listening. */
export function onPageCacheInvalidation(invalidate: (pathPrefix: string) => void): () => void {
  state().pageCacheInvalidators.add(invalidate);
  return () => state().pageCacheInvalidators.delete(invalidate);
}

/** Drops, in every page cache of this process, the copies whose key starts with this path. */
export function invalidatePageCaches(pathPrefix: string): void {
  for (const invalidate of state().pageCacheInvalidators) invalidate(pathPrefix);
}
