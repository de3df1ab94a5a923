import { vi } from 'vitest';

/** Every line written to stdout and stderr while `run` runs (the server's log), written nowhere else. */
export async function captureLog(run: () => Promise<void>): Promise<string> {
  let logged = '';
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged += String(chunk);
      return true;
    });
  }
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return logged;
}
