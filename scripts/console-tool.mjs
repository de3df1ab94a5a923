// Shared by `npm run operator` and `npm run retention`. When the site runs on the embedded
// database, that database belongs to the server process: the command is then handed to the server
// over a socket in DATA_DIR (owner-only); otherwise (no server, or PostgreSQL) it opens the
// database itself, running the server's TypeScript with Node's type stripping.
import { connect } from 'node:net';
import path from 'node:path';
import { parseEnv } from '../server/env-schema.ts';

export async function runTool(tool, args, password) {
  const env = parseEnv(process.env);
  const result =
    (env.DATABASE_URL
      ? undefined
      : await viaServer(path.resolve(env.DATA_DIR, 'console-admin.sock'), { tool, args, password })) ??
    (await direct(tool, args, password));
  console[result.code === 0 ? 'log' : 'error'](result.output);
  process.exit(result.code);
}

/** The running server's answer, or undefined when no server listens on the socket. */
function viaServer(socketPath, request) {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.on('connect', () => socket.end(JSON.stringify(request)));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer));
      } catch {
        reject(new Error(`unexpected answer from the server: ${answer.slice(0, 200)}`));
      }
    });
    socket.on('error', (error) =>
      ['ENOENT', 'ECONNREFUSED'].includes(error.code) ? resolve(undefined) : reject(error),
    );
  });
}

async function direct(tool, args, password) {
  await import('./ts-hooks.mjs');
  const { runConsoleCommand } = await import('../server/console/commands.ts');
  const { closeDatabase } = await import('../server/db/client.ts');
  try {
    return await runConsoleCommand(tool, args, password);
  } finally {
    await closeDatabase();
  }
}
