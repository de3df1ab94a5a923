/**
 * The claims docs/architecture.md makes about where code lives, checked on the source (issue 28):
 * - every module under server/ is server-only: it imports 'server-only', is a server-action module
 *   ('use server', which a client component receives as references only), or is one of the pure
 *   modules named below, which tools outside Next.js load (server.mjs, next.config.ts, the scripts);
 * - no client component reaches a server module other than a server-action module, through any
 *   chain of imports;
 * - imports point downward: lib/ and content/ import neither components/, server/ nor app/;
 *   components/ and server/ never import app/; server/ never imports components/.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hasDirective as directive,
  importSpecifiers,
  resolveProjectFile,
  sourceRoot as root,
  sourceText as text,
} from '../support/source-imports';

/** Pure modules loaded outside the Next.js bundle, each with the reason it cannot be server-only. */
const PURE_SERVER_MODULES: Record<string, string> = {
  'server/env-schema.ts': 'server.mjs, next.config.ts and the scripts validate settings with it',
  'server/security-headers.ts': 'next.config.ts sets the headers',
  'server/config/load-settings.ts': 'server.mjs and the scripts load .env files with it',
  'server/config/placeholders.ts': 'next.config.ts and npm run doctor list placeholder settings',
  'server/http/form-post-body.ts': 'server.mjs',
  'server/http/form-post-guard.ts': 'server.mjs',
  'server/http/json-depth.ts': 'server.mjs (through form-post-body.ts); json-body.ts shares the limit',
  'server/http/refusal-page.ts': 'server.mjs (through the guards)',
  'server/http/request-log.ts': 'server.mjs',
  'server/http/page-cache.ts': 'server.mjs',
  'server/http/trusted-proxies.ts': 'server.mjs',
  'server/http/cross-site.ts': 'server.mjs and the route handlers share the rule',
  'server/http/malformed-request.ts': 'server.mjs',
  'server/http/shutdown.ts': 'server.mjs',
  'server/http/remembered-language.ts': 'server.mjs',
  'server/shared-process-state.ts': 'server.mjs and the application share one process state through it',
  'server/log-line.ts': 'server.mjs writes its request lines with it, like server/log.ts',
  'server/insurance/rates-file.ts': 'npm run doctor and the build check read the rates file',
  'server/zod-messages.ts': "zod's English messages, for env-schema.ts and rates-file.ts",
  'server/news/parse.ts': 'pure parser, mutation-tested on its own (decision 170)',
  'server/mail/message-id.ts': 'pure, mutation-tested on its own (decision 170)',
  'server/backup/restore.ts': 'npm run restore runs with the server stopped',
  'server/backup/tar.ts': 'npm run backup and restore',
  'server/console/common-passwords.ts': 'data for the password rules; the operator command reads it',
  'server/console/csv.ts': 'pure, mutation-tested on its own (decision 170)',
  'server/console/audit-filters.ts': 'pure filter schema shared with the operator command',
};
/** drizzle-kit reads the schema folder itself. */
const isSchemaModule = (file: string) => file.startsWith('server/db/schema/');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(root, dir))) {
    const rel = path.posix.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) {
      if (name !== 'migrations' && name !== 'node_modules') out.push(...sourceFiles(rel));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
  }
  return out;
}

const importsServerOnly = (file: string) => /^import 'server-only';/m.test(text(file));

/** The project files a module imports at run time (static and dynamic), resolved like the bundler does. */
const importsOf = (file: string): string[] =>
  importSpecifiers(file)
    .map((specifier) => resolveProjectFile(file, specifier))
    .filter((found): found is string => found !== null);

const top = (file: string) => file.split('/')[0]!;
const ALL = ['app', 'components', 'lib', 'content', 'server'].flatMap(sourceFiles);

describe('server modules are server-only', () => {
  it('every module under server/ imports server-only, is a server-action module, or is a named pure module', () => {
    const missing = sourceFiles('server').filter(
      (file) =>
        !importsServerOnly(file) &&
        !directive(file, 'use server') &&
        !(file in PURE_SERVER_MODULES) &&
        !isSchemaModule(file),
    );
    expect(missing).toEqual([]);
  });

  it('the list of pure modules holds only modules that exist and do not import server-only', () => {
    for (const file of Object.keys(PURE_SERVER_MODULES)) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      expect(importsServerOnly(file), file).toBe(false);
    }
  });

  it('no client component reaches a server module other than a server action, through any chain of imports', () => {
    const clientEntries = ALL.filter((file) => directive(file, 'use client'));
    expect(clientEntries.length).toBeGreaterThan(10);
    const offending: string[] = [];
    for (const entry of clientEntries) {
      const seen = new Set<string>([entry]);
      const queue = [entry];
      while (queue.length > 0) {
        const file = queue.shift()!;
        for (const imported of importsOf(file)) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          if (top(imported) === 'server') {
            if (!directive(imported, 'use server')) offending.push(`${entry} -> ${imported}`);
            continue; // a server action's own imports stay on the server
          }
          queue.push(imported);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});

describe('imports point downward', () => {
  const forbidden: Record<string, string[]> = {
    lib: ['app', 'components', 'server'],
    content: ['app', 'components', 'server'],
    components: ['app'],
    server: ['app', 'components'],
  };
  it.each(Object.keys(forbidden))('%s/ imports none of the layers above it', (layer) => {
    const upward = sourceFiles(layer).flatMap((file) =>
      importsOf(file)
        .filter((imported) => forbidden[layer]!.includes(top(imported)))
        .map((imported) => `${file} -> ${imported}`),
    );
    expect(upward).toEqual([]);
  });
});
