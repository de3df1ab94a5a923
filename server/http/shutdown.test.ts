import { Agent, createServer, request, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { shutDownGracefully, trackUnansweredResponses, type ShutdownOptions } from './shutdown';

// Real servers and real connections on the loopback interface: what shutdown waits for and cuts are
// the server's sockets, which a mock would only pretend to have.

type LogCall = [level: string, msg: string, fields?: Record<string, unknown>];

const servers: Server[] = [];
const agents: Agent[] = [];

afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

async function listen(handler: RequestListener): Promise<{ server: Server; port: number }> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

const pooledSockets = (agent: Agent) => Object.values(agent.freeSockets).flat().length;

interface Answer {
  status: number | undefined;
  body: string;
}

// `agent: false` by default: a connection of its own, closed after its answer, as a one-off visitor's.
function send(port: number, { method = 'GET', body = '', agent = false as Agent | false } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/contact', method, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A handler that reads the post, then holds its answer until released: a form post being stored. */
function heldPosts(order: string[]) {
  const arrived = deferred();
  const release = deferred();
  const handler: RequestListener = (req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      arrived.resolve();
      void release.promise.then(() => res.end(`stored ${body}`, () => order.push('answered')));
    });
  };
  return { handler, arrived: arrived.promise, release: release.resolve };
}

function recorder() {
  const calls: LogCall[] = [];
  const log: ShutdownOptions['log'] = (level, msg, fields) => {
    calls.push([level, msg, fields]);
  };
  return { calls, log };
}

const shutDown = (code: number): LogCall => ['info', 'shut down', { ms: expect.any(Number), code }];
const POST = { method: 'POST', body: 'email=ada%40example.com' };
/** A bound the test must not reach, however busy the machine: reaching it logs what the test refuses. */
const UNREACHED_BOUND_MS = 3_000;

describe('graceful shutdown: a deploy never cuts a form post short', () => {
  // On a connection of its own (a visitor's) or on a kept one (nginx's): a kept connection is closed
  // once its post is answered, without waiting for the bound (which would log the warning).
  it.each([
    ['its own connection', () => false as const],
    ['a keep-alive connection', keepAliveAgent],
  ])('answers a post in flight on %s in full, and only then runs the hook; exit code 0', async (_, agent) => {
    const order: string[] = [];
    const posts = heldPosts(order);
    const { server, port } = await listen(posts.handler);
    const answer = send(port, { ...POST, agent: agent() });
    await posts.arrived;
    const { calls, log } = recorder();
    const done = shutDownGracefully({ server, hook: () => order.push('hook'), timeoutMs: UNREACHED_BOUND_MS, log });
    posts.release();

    expect(await answer).toEqual({ status: 200, body: 'stored email=ada%40example.com' });
    expect(await done).toBe(0);
    expect(order).toEqual(['answered', 'hook']);
    expect(calls).toEqual([shutDown(0)]);
  });

  it('refuses new connections once shutdown has started, while the post in flight still finishes', async () => {
    const order: string[] = [];
    const posts = heldPosts(order);
    const { server, port } = await listen(posts.handler);
    const answer = send(port, POST);
    await posts.arrived;
    const { calls, log } = recorder();
    const done = shutDownGracefully({ server, hook: undefined, timeoutMs: UNREACHED_BOUND_MS, log });

    // nginx takes a refused connection as "try the other server"; one accepted here could be cut.
    await expect(send(port, POST)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    posts.release();
    expect(await answer).toEqual({ status: 200, body: 'stored email=ada%40example.com' });
    expect(await done).toBe(0);
    expect(calls).toEqual([shutDown(0)]);
  });

  it('does not wait for an idle keep-alive connection (nginx keeps some open to each server)', async () => {
    const { server, port } = await listen((req, res) => res.end('ok'));
    const agent = keepAliveAgent();
    expect(await send(port, { agent })).toEqual({ status: 200, body: 'ok' });
    await expect.poll(() => pooledSockets(agent)).toBe(1);
    const { calls, log } = recorder();

    expect(await shutDownGracefully({ server, hook: () => undefined, timeoutMs: UNREACHED_BOUND_MS, log })).toBe(0);
    // Waiting on it would have ended at the bound with this warning, and the connection cut.
    expect(calls).toEqual([shutDown(0)]);
    await expect.poll(() => pooledSockets(agent)).toBe(0);
  });
});

describe('graceful shutdown: no client sends a post on a connection about to close', () => {
  // Answers sent after shutdown starts said `Connection: keep-alive`: a client sent its next post on
  // the connection, and the idle sweep closed it unread (ECONNRESET; nginx does not retry a post).
  it('makes an answer still being rendered close its connection; one answered before keeps it', async () => {
    const held = deferred();
    const arrived = deferred();
    const { server, port } = await listen((req, res) => {
      if (req.url === '/held') {
        arrived.resolve();
        void held.promise.then(() => res.end('stored'));
      } else res.end('ok');
    });
    trackUnansweredResponses(server);
    const agent = keepAliveAgent();
    expect(await connectionOf(port, '/quick', agent)).toBe('keep-alive');
    const inFlight = connectionOf(port, '/held', agent);
    await arrived.promise;
    const { log } = recorder();
    const done = shutDownGracefully({ server, hook: undefined, timeoutMs: UNREACHED_BOUND_MS, log });
    held.resolve();
    expect(await inFlight).toBe('close');
    expect(await done).toBe(0);
  });
});

function connectionOf(port: number, path: string, agent: Agent): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers.connection));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('graceful shutdown: the process always exits', () => {
  it('cuts a request still running at the bound, says so, and still runs the hook; code 0', async () => {
    const arrived = deferred();
    // Never answers: a handler stuck on something outside the process.
    const { server, port } = await listen(() => arrived.resolve());
    const answer = send(port, POST);
    await arrived.promise;
    const order: string[] = [];
    const { calls, log } = recorder();

    const code = await shutDownGracefully({ server, hook: () => order.push('hook'), timeoutMs: 200, log });
    expect(code).toBe(0);
    await expect(answer).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(order).toEqual(['hook']);
    expect(calls).toEqual([
      ['warn', 'requests still in flight at the shutdown bound: connections cut', { timeoutMs: 200 }],
      shutDown(0),
    ]);
  });

  it.each([
    [
      'throws',
      () => {
        throw new Error('database already closed');
      },
      'database already closed',
    ],
    ['rejects', () => Promise.reject(new Error('lease release failed')), 'lease release failed'],
    // Whatever a hook throws ends up in the log as text, not as `{}` or nothing.
    ['rejects with a non-Error', () => Promise.reject('pool gone'), 'pool gone'],
    [
      'throws a non-Error',
      () => {
        throw 42;
      },
      '42',
    ],
  ])('gives code 1 and logs the failure when the hook %s', async (_, hook, message) => {
    const { server } = await listen((req, res) => res.end());
    const { calls, log } = recorder();

    expect(await shutDownGracefully({ server, hook, timeoutMs: UNREACHED_BOUND_MS, log })).toBe(1);
    expect(calls).toEqual([['error', 'shutdown hook failed', { error: message }], shutDown(1)]);
  });

  it('gives code 1 and says so when the hook never settles, and resolves anyway', async () => {
    const { server } = await listen((req, res) => res.end());
    const { calls, log } = recorder();

    const hook = () => new Promise<never>(() => {});
    expect(await shutDownGracefully({ server, hook, timeoutMs: 200, log })).toBe(1);
    expect(calls).toEqual([
      ['error', 'outbox and database did not close within the shutdown bound', { timeoutMs: 200 }],
      shutDown(1),
    ]);
  });

  // null until the application has started and set one (server/shared-process-state.ts): a SIGTERM
  // during startup must still exit cleanly. The hook crosses module copies through globalThis, hence
  // the check that it is a function rather than trust in its type.
  it.each([
    ['no hook', undefined],
    ['null', null],
    ['a string', 'stop the outbox'],
    ['an object', { stop: () => undefined }],
  ])('gives code 0 with %s', async (_, hook) => {
    const { server } = await listen((req, res) => res.end());
    const { calls, log } = recorder();

    expect(await shutDownGracefully({ server, hook, timeoutMs: UNREACHED_BOUND_MS, log })).toBe(0);
    expect(calls).toEqual([shutDown(0)]);
  });
});
