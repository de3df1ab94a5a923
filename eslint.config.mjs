import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['tests/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // What the browser runs validates with zod's mini build (decision 160): the classic build
    // costs a form page about 70 KB compressed, and one import anywhere on a page brings it back.
    files: ['lib/schemas/**', 'components/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [
        { name: 'zod', message: "Browser code uses zod's mini build: import * as z from 'zod/mini' (decision 160)." },
        { name: '@/lib/zod', message: "Browser code uses zod's mini build: import * as z from 'zod/mini' (decision 160)." },
      ] }],
    },
  },
  globalIgnores(['.next/**', '.next-analytics/**', '.next-builds/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'bench/results/**', 'reports/**', '.stryker-tmp/**']),
]);
