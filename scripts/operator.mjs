// npm run operator -- add EMAIL --role admin|agent | list | disable EMAIL | reset EMAIL
// The password for `add` is read from standard input (never from the command line, which other
// users can see). When the site runs on the embedded database, that database belongs to the
// server process: the command is then handed to the server over a socket in DATA_DIR (owner-only),
// otherwise it opens the database itself.
import { connect } from 'node:net';
import path from 'node:path';
import { parseEnv } from '../server/env-schema.ts';

const args = process.argv.slice(2);
const password = process.stdin.isTTY || args[0] !== 'add' ? undefined : await readStdin();

const env = parseEnv(process.env);
const result = (env.DATABASE_URL ? undefined : await viaServer(path.resolve(env.DATA_DIR, 'console-admin.sock'))) ?? (await direct());
console[result.code === 0 ? 'log' : 'error'](result.output);
process.exit(result.code);

async function readStdin() {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  return text.replace(/\r?\n$/, '');
}

/** The running server's answer, or undefined when no server listens on the socket. */
function viaServer(socketPath) {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.on('connect', () => socket.end(JSON.stringify({ args, password })));
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(answer));
      } catch {
        reject(new Error(`unexpected answer from the server: ${answer.slice(0, 200)}`));
      }
    });
    socket.on('error', (error) => (['ENOENT', 'ECONNREFUSED'].includes(error.code) ? resolve(undefined) : reject(error)));
  });
}

async function direct() {
  await import('./ts-hooks.mjs');
  const { runOperatorCommand } = await import('../server/console/operator-cli.ts');
  const { closeDatabase } = await import('../server/db/client.ts');
  try {
    return await runOperatorCommand(args, password);
  } finally {
    await closeDatabase();
  }
}
