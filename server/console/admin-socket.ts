import 'server-only';
import { chmodSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { getEnv } from '../env';
import { describeError, log } from '../log';
import { runConsoleCommand } from './commands';

const MAX_REQUEST_BYTES = 10_000;

/**
 * On the embedded database (PGlite) only this process may open the data folder, so
 * `npm run operator`, `npm run retention` and `npm run backup` hand their command to the server through
 * DATA_DIR/console-admin.sock.
 * The socket is owner-only (0600): whoever can use it can already read the database files.
 * Returns the stop function.
 */
export function startAdminSocket(): () => Promise<void> {
  const socketPath = path.resolve(getEnv().DATA_DIR, 'console-admin.sock');
  rmSync(socketPath, { force: true });
  // allowHalfOpen: the command ends its side after the request; the answer still has to go back.
  const server: Server = createServer({ allowHalfOpen: true }, (socket) => {
    let request = '';
    socket.on('data', (chunk) => {
      request += chunk;
      if (request.length > MAX_REQUEST_BYTES) socket.destroy();
    });
    socket.on('end', () => {
      void (async () => {
        try {
          const { tool, args, password } = JSON.parse(request) as { tool: unknown; args: unknown; password: unknown };
          if (
            (tool !== 'operator' && tool !== 'retention' && tool !== 'backup') ||
            !Array.isArray(args) ||
            !args.every((arg) => typeof arg === 'string')
          )
            throw new Error('bad request');
          const result = await runConsoleCommand(
            tool,
            args,
            typeof password === 'string' ? password : undefined,
            'cli:socket',
          );
          socket.end(JSON.stringify(result));
        } catch (error) {
          log.error('operator command failed', describeError(error));
          socket.end(JSON.stringify({ output: 'The command failed; see the server log.', code: 1 }));
        }
      })();
    });
    socket.on('error', () => {});
  });
  server.on('error', (error) => log.warn('operator socket unavailable', describeError(error)));
  const previousUmask = process.umask(0o177);
  server.listen(socketPath, () => {
    process.umask(previousUmask);
    chmodSync(socketPath, 0o600);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        rmSync(socketPath, { force: true });
        resolve();
      });
    });
}
