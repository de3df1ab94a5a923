// Runs once when a server process starts: validate settings, open and migrate the database,
// start background work. Skipped while `next build` prerenders pages.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startServer } = await import('./server/start');
  await startServer();
}
