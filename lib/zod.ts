import { config } from 'zod/mini';

// The one way this code base imports zod: `import * as z from '@/lib/zod'`, everywhere (issue 28;
// ESLint refuses 'zod' and its sub-paths in every other module). It is zod's mini build: functions
// instead of methods, so a page downloads only the checks it uses (decision 160: the classic build
// with its message translations cost every form page about 90 KB compressed). `export *` keeps that
// tree shaking (measured with esbuild: a schema built through this module bundles to the same 13 KB
// as one importing 'zod/mini' itself; re-exporting a namespace object, `export { z }`, bundles all
// 430 KB). Our CSP has no 'unsafe-eval': with jitless, zod never probes `new Function`.
config({ jitless: true });

export * from 'zod/mini';
