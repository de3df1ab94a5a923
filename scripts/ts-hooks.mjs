// Lets Node 24 run the server's TypeScript modules directly (type stripping) from a script: maps
// the `@/` alias to the project root, resolves extensionless relative imports to .ts files, and
// makes `server-only` (which throws outside React Server Components) an empty module, finds
// Next.js's extensionless entry points and reads JSON imports as the bundler does.
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
    // Next.js's entry points (`next/headers`, `next/cache`) are files beside its package.json with
    // no exports map: Node's ESM resolution needs their extension, the bundler does not.
    if (specifier.startsWith('next/') && !path.extname(specifier)) {
      try {
        return nextResolve(specifier, context);
      } catch {
        return nextResolve(`${specifier}.js`, context);
      }
    }
    return nextResolve(specifier, context);
  },
  // The bundler imports JSON without `with { type: 'json' }`; Node asks for it.
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && url.endsWith('.json'))
      return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: 'json' } });
    return nextLoad(url, context);
  },
});
