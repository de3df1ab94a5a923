import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = {
  '@': root,
  // `server-only` throws outside React Server Components; tests import server code directly.
  'server-only': path.join(root, 'tests/support/server-only.ts'),
};
const exclude = ['node_modules/**', '.next/**', 'tests/e2e/**', 'data/**'];

// Tests that touch the database are named *.db.test.ts: they run on PGlite always, and once more
// on PostgreSQL when TEST_DATABASE_URL names a server (.ci/run sets it when one answers).
const databaseProjects = [
  { name: 'db-pglite', env: { TEST_DB_DRIVER: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'db-postgres', env: { TEST_DB_DRIVER: 'postgres' } }] : []),
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', environment: 'node', include: ['**/*.test.{ts,tsx}'], exclude: [...exclude, '**/*.db.test.ts'] },
      },
      ...databaseProjects.map(({ name, env }) => ({
        resolve: { alias },
        test: {
          name,
          environment: 'node',
          include: ['**/*.db.test.ts'],
          exclude,
          env,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
