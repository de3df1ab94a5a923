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
