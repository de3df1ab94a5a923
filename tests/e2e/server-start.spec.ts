import { createServer } from 'node:net';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

test('a server whose port is taken exits with the reason instead of running without serving', async () => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 7;
  const squatter = createServer();
  await new Promise<void>((resolve) => squatter.listen(port, '0.0.0.0', resolve));
  const server = startOwnServer(port, {});
  try {
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/"level":"error","msg":"cannot listen".*"code":"EADDRINUSE"/);
  } finally {
    await server.stop();
    await new Promise((resolve) => squatter.close(resolve));
  }
});
