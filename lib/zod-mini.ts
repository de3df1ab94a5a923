import { config } from 'zod/mini';

// The schemas the browser also runs (lib/schemas/*) are written with zod's mini build, imported
// as `import * as z from 'zod/mini'` in each file: functions instead of methods, so a page
// downloads only the checks it uses (docs/decisions/160; the classic build with its message
// translations cost every form page about 90 KB compressed; re-exporting the namespace from one
// module defeats the tree shaking, so each schema file imports it itself). Mini and classic share
// one core: the server parses with these same schemas and gives the same messages. As in
// lib/zod.ts, zod never probes `new Function` (our CSP has no 'unsafe-eval'): import this module
// for that side effect.
config({ jitless: true });
