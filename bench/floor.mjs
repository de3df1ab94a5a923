// The machine's floor for Lighthouse: a bare Next.js 16 app (bench/floor/: one server page of twenty
// paragraphs, no styles, no client component), built with this project's node_modules and measured as
// the site is (production server, https front on the public host name, mobile preset).
//
//   npm run bench:floor            # median of three runs
//   npm run bench:floor -- --trace # under applied throttling, with the trace breakdown (as
//                                  # `npm run bench:lighthouse -- --trace`), to compare a page's long tasks
//
// Why (decision 176): the same code measured TBT 106-127 ms for this page on one day and 270-342 ms
// on another machine, where the framework's first task alone was over the 200 ms budget. A round's
// page figures mean something only beside the floor measured in the same hour; `npm run bench`
// prints it first. Never run as a test.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, lighthouseTable, waitFor } from './lighthouse.mjs';
import { startTlsFront } from './tls-front.mjs';

const root = path.resolve(import.meta.dirname, '..');
const floorDir = path.join(root, 'bench', 'floor');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** Lighthouse's medians for the floor page: one row, its path named "floor (bare Next.js)". */
export async function floorRow({ runs = 3, withTrace = false } = {}) {
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  // NEXT_DIST_DIR names the site's build; the floor app has its own.
  delete env.NEXT_DIST_DIR;
  if (!existsSync(path.join(floorDir, '.next', 'BUILD_ID'))) {
    const built = spawnSync(process.execPath, [nextBin, 'build', floorDir], { cwd: root, env, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('The floor app did not build (run `npx next build bench/floor`)');
  }
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', floorDir, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    const front = await startTlsFront({ port: await freePort(), targetPort: port });
    try {
      const [row] = await lighthouseTable(front.origin, ['/'], { runs, withTrace });
      return { ...row, path: 'floor (bare Next.js)' };
    } finally {
      await front.stop();
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  floorRow({ runs: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), withTrace: process.argv.includes('--trace') })
    .then((row) => console.table([row]))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
