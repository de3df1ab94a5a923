import path from 'node:path';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain JavaScript module run by npm before TypeScript is (no type declarations)
import { writeSubmissionLists } from './scripts/submission-lists.mjs';

const root = import.meta.dirname;
// The lists of submission types as the sources declare them now, so `npx vitest` after adding a
// type reads it as `npm test` does (decision 178, "Fourteenth step").
writeSubmissionLists(root);
const alias = {
  '@': root,
  // `server-only` throws outside React Server Components; tests import server code directly.
  'server-only': path.join(root, 'tests/support/server-only.ts'),
};
const exclude = ['node_modules/**', '.next/**', '.next-builds/**', 'tests/e2e/**', 'data/**', '.stryker-tmp/**'];
const setupFiles = ['tests/support/fail-on-console-error.ts'];

// Tests that touch the database are named *.db.test.ts: they run on PGlite always, and once more
// on PostgreSQL when TEST_DATABASE_URL names a server (.ci/run sets it when one answers).
const databaseProjects = [
  { name: 'db-pglite', env: { TEST_DB_DRIVER: 'pglite' } },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'db-postgres', env: { TEST_DB_DRIVER: 'postgres' } }] : []),
];

// Tests that need Redis (*.redis.test.ts) run when TEST_REDIS_URL names one (.ci/run sets it when
// Redis answers on 127.0.0.1:6379), and say so when they do not.
const redisProjects = process.env.TEST_REDIS_URL ? [{ name: 'redis', include: ['**/*.redis.test.ts'] }] : [];
if (!process.env.TEST_REDIS_URL)
  console.log('Redis tests not run: TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379).');

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles,
          include: ['**/*.test.{ts,tsx}'],
          exclude: [...exclude, '**/*.db.test.ts', '**/*.redis.test.ts'],
        },
      },
      ...redisProjects.map(({ name, include }) => ({
        resolve: { alias },
        test: { name, environment: 'node', include, exclude, setupFiles },
      })),
      ...databaseProjects.map(({ name, env }) => ({
        resolve: { alias },
        test: {
          name,
          environment: 'node',
          setupFiles,
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
