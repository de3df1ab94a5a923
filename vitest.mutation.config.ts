import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The unit tests only, for mutation testing (stryker.config.mjs): database and Redis tests are
// not run against each mutant, the pure modules under test have their own unit tests.
const root = import.meta.dirname;

export default defineConfig({
  resolve: {
    alias: { '@': root, 'server-only': path.join(root, 'tests/support/server-only.ts') },
  },
  test: {
    environment: 'node',
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    include: ['**/*.test.{ts,tsx}'],
    exclude: [
      'node_modules/**',
      '.next/**',
      '.stryker-tmp/**',
      'tests/e2e/**',
      'data/**',
      '**/*.db.test.ts',
      '**/*.redis.test.ts',
    ],
  },
});
