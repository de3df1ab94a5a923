import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// `npm start` on a Node.js older than the one the site needs must stop at once and say which
// version it needs, not fail later with a module error (docs/decisions/140). This machine's system
// Node (20) plays the old Node: found on PATH outside the project's node_modules.
const root = path.resolve(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};
const required = Number(/(\d+)/.exec(pkg.engines.node)?.[1]);

function olderNode(): { bin: string; version: string } | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/local/bin', '/bin'];
  for (const dir of dirs) {
    if (!dir || dir.includes('node_modules')) continue;
    const bin = path.join(dir, 'node');
    if (!existsSync(bin)) continue;
    const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
    if (Number(version.split('.')[0]) < required) return { bin, version };
  }
  return null;
}

const old = olderNode();
if (!old)
  console.log(`Node preflight test not run: no Node.js older than ${required} on this machine outside node_modules.`);

describe('Node.js preflight', { timeout: 60_000 }, () => {
  it('states one required version: engines in package.json is Node 24', () => {
    expect(required).toBe(24);
    expect(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim()).toBe(String(required));
  });

  it.skipIf(!old)(
    "npm start's first step, on an older Node first on PATH, names the Node version needed and stops",
    () => {
      const { bin, version } = old!;
      // Exactly what npm runs for `npm start` before server.mjs, with the old Node first on PATH
      // (as after `npm prune --omit=dev`, which removes the project's own Node).
      const result = spawnSync('sh', ['-c', pkg.scripts.prestart!], {
        cwd: root,
        env: {
          PATH: `${path.dirname(bin)}${path.delimiter}/usr/bin${path.delimiter}/bin`,
          HOME: process.env.HOME ?? '',
        } as unknown as NodeJS.ProcessEnv,
        encoding: 'utf8',
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`This site needs Node.js ${required} or newer; this is Node.js ${version}`);
      expect(result.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
      expect(result.stdout).not.toMatch(/build/i);
    },
  );

  it('lets the supported Node through', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/check-node.cjs')], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
