// Lets Node 24 run the server's TypeScript modules directly (type stripping) from a script: maps
// the `@/` alias to the project root, resolves extensionless relative imports to .ts files, and
// makes `server-only` (which throws outside React Server Components) an empty module.
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const EMPTY = 'data:text/javascript,export {}';

function asTypeScript(base) {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && !candidate.endsWith(path.sep) && path.extname(candidate))
      return pathToFileURL(candidate).href;
  }
  return undefined;
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'server-only') return { url: EMPTY, shortCircuit: true };
    if (specifier.startsWith('@/')) {
      const url = asTypeScript(path.join(root, specifier.slice(2)));
      if (url) return { url, shortCircuit: true };
    }
    if (
      (specifier.startsWith('./') || specifier.startsWith('../')) &&
      context.parentURL?.startsWith('file:') &&
      !path.extname(specifier)
    ) {
      const url = asTypeScript(path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier));
      if (url) return { url, shortCircuit: true };
    }
    return nextResolve(specifier, context);
  },
});
