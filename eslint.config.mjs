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
    // Links between visitor pages are plain <a> on purpose (decisions 175 and 176): a next/link
    // hydrates a client component per link and prefetches the linked pages' scripts at idle time;
    // the pages are prerendered and cached, so a followed link is a page load.
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
  {
    // One way to import zod (issue 28): `import * as z from '@/lib/zod'`, zod's mini build with the
    // CSP setting (decision 160). The classic build costs a form page about 70 KB compressed, and one
    // import anywhere on a page brings it back; lib/zod.ts is the only module that names zod itself.
    ignores: ['lib/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import zod as: import * as z from '@/lib/zod' (issue 28, decision 160)." }],
          patterns: [
            {
              group: ['zod/*', '**/lib/zod-mini', '**/lib/zod-mini.ts'],
              message: "Import zod as: import * as z from '@/lib/zod' (issue 28, decision 160).",
            },
          ],
        },
      ],
    },
  },
  {
    // Components load a schema (and zod with it) only when a form is first used, with import()
    // (decision 165): a static import would put zod back into every form page's first JavaScript.
    // Types are free; a form gets the choices and limits it renders from its page (a server component),
    // or from zod-free lib/fields/ where the form runs code of its own over them.
    files: ['components/**'],
    // A page component (`*-page.tsx`) is a server component: it reads the choices off the schema's
    // module and hands them to its form, so nothing of zod reaches the browser through it.
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'components/**/*-page.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@/lib/zod'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'Load the schema with import() in the form (decision 165).',
          })),
          patterns: [
            {
              group: ['@/lib/schemas/*'],
              allowTypeImports: true,
              message: 'Load the schema with import() (decision 165); the page hands the form its choices and limits.',
            },
          ],
        },
      ],
    },
  },
  {
    // Lines at most 120 characters (Prettier's width); a string, URL or pattern that cannot be
    // broken may run on, and so may data in content/ (issue 28).
    rules: {
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  { files: ['content/**'], rules: { 'max-len': 'off' } },
  globalIgnores([
    '.next/**',
    '.next-analytics/**',
    '.next-builds/**',
    'node_modules/**',
    'data/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    // The lists of submission types, written by scripts/submission-lists.mjs (a newcomer never edits them).
    '**/*.generated.ts',
    'bench/results/**',
    'bench/floor/.next/**',
    'reports/**',
    '.stryker-tmp/**',
  ]),
]);
