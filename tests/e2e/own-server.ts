import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OwnServer {
  baseURL: string;
  /** Its data folder (the operator command reaches the server through a socket there). */
  dataDir: string;
  /** Everything the server printed so far. */
  output(): string;
  /** The exit code, once the server has stopped. */
  exited: Promise<number | null>;
  /** Resolves once the server listens; rejects with its output if it exits first. */
  listening: Promise<void>;
  stop(): Promise<void>;
}

/**
 * The build the suite already made, started on a port and a data folder of its own with extra
 * settings: for what the suite's server, on default settings, cannot show.
 */
export function startOwnServer(port: number, env: Record<string, string>): OwnServer {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'im-own-server-'));
  const child = spawn(process.execPath, ['server.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let announceListening!: () => void;
  const listened = new Promise<void>((resolve) => (announceListening = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('"msg":"listening"')) announceListening();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const exitedFirst = exited.then((code) => {
    throw new Error(`the server exited (${code}) before listening:\n${output}`);
  });
  exitedFirst.catch(() => {}); // read through `listening`
  const listening = Promise.race([listened, exitedFirst]);
  // A test that expects the server to exit awaits `exited` and never `listening`.
  listening.catch(() => {});
  return {
    baseURL: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    exited,
    listening,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
