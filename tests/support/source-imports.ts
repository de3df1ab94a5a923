import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root: the paths below are relative to it, with forward slashes. */
export const sourceRoot = path.resolve(import.meta.dirname, '../..');

export const sourceText = (file: string) => readFileSync(path.join(sourceRoot, file), 'utf8');

/**
 * What a module imports at run time, as written: `import type` is left out (it is erased and loads
 * nothing); with `dynamic: false`, so is `import()`, which loads its module only when it runs.
 */
export function importSpecifiers(file: string, { dynamic = true } = {}): string[] {
  const code = sourceText(file).replace(/^(?:import|export) type [^;]*;/gm, '');
  return [
    ...code.matchAll(
      /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
    ),
  ]
    .map((match) => match[1] ?? (dynamic ? match[2] : undefined) ?? match[3])
    .filter((specifier): specifier is string => Boolean(specifier));
}

/** A specifier resolved to a project file like the bundler does; null for a package. */
export function resolveProjectFile(file: string, specifier: string): string | null {
  let base: string | null = null;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(file), specifier);
  if (base === null) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return (
    candidates.find(
      (candidate) =>
        existsSync(path.join(sourceRoot, candidate)) && statSync(path.join(sourceRoot, candidate)).isFile(),
    ) ?? null
  );
}

/** Whether a module opens with the directive (`'use client'`, `'use server'`), comments before it allowed. */
export const hasDirective = (file: string, name: string) =>
  new RegExp(`^\\s*(?:/\\*[\\s\\S]*?\\*/\\s*|//[^\\n]*\\n\\s*)*['"]${name}['"]`).test(sourceText(file));

/**
 * The client modules a page loads with it, and the packages they import: static imports only
 * (an `import()` loads when it runs), from each first 'use client' module down, not into a
 * 'use server' module (a client gets its actions as references). What a page's own
 * script may not carry is checked against this (decision 176). With `dynamic: true`, also what the
 * page's script loads later (`import()`, `next/dynamic`: the charts, the comments).
 */
export function pageClientModules(
  page: string,
  { dynamic = false } = {},
): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  // A module can be reached from both sides (Button from the server's form and from a client one): once each.
  const seen = new Set<string>([`false ${page}`]);
  const queue: { file: string; client: boolean }[] = [{ file: page, client: false }];
  while (queue.length > 0) {
    const { file, client: parentClient } = queue.shift()!;
    const client = parentClient || hasDirective(file, 'use client');
    if (client) files.add(file);
    for (const specifier of importSpecifiers(file, { dynamic })) {
      const imported = resolveProjectFile(file, specifier);
      if (imported === null) {
        if (client && !specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
        continue;
      }
      // A client module gets a server action as a reference: the action's module stays on the server.
      if (client && hasDirective(imported, 'use server')) continue;
      if (seen.has(`${client} ${imported}`)) continue;
      seen.add(`${client} ${imported}`);
      queue.push({ file: imported, client });
    }
  }
  return { files, packages };
}

/** The class merging a page's script can do without: tailwind-merge through `cn` (7.4 KB) and its helpers. */
export const CLASS_MERGING_MODULES = ['lib/utils.ts', 'components/ui/button.tsx'];
export const CLASS_MERGING_PACKAGES = ['tailwind-merge', 'clsx', 'class-variance-authority'];
