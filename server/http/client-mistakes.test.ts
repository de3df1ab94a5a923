import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  answerMistakesAsBadRequest,
  clientMistakeIn,
  quietClientMistakes,
  UNREADABLE_FORM_MESSAGE,
  withinRequestScope,
} from './client-mistakes';

// What Next.js 16 prints for an unreadable no-JavaScript form post, and for an unknown action.
const unreadable = Object.assign(new TypeError('Failed to parse body as FormData.'), {
  cause: new TypeError('expected boundary after body'),
});
const unknownAction = new Error(
  'Failed to find Server Action "7f00aa". This request might be from an older or newer deployment.',
);

describe('what counts as a client mistake', () => {
  it('recognises the unreadable body and the unknown action, however Next.js prefixes them', () => {
    expect(clientMistakeIn(['⨯', unreadable])).toBe('unreadable form body');
    expect(clientMistakeIn([unknownAction])).toBe('unknown server action');
    expect(clientMistakeIn(['⨯ Failed to parse body as FormData.'])).toBe('unreadable form body');
  });

  it('leaves every other error alone', () => {
    expect(clientMistakeIn(['⨯', new Error('relation "claims" does not exist')])).toBeNull();
    expect(clientMistakeIn([new TypeError('Cannot read properties of undefined')])).toBeNull();
  });
});

describe('printing', () => {
  it('turns a mistake inside a request into one debug line, and prints everything else', () => {
    const printed: unknown[][] = [];
    const logged: [string, string, Record<string, unknown>][] = [];
    const printError = quietClientMistakes(
      (...args) => printed.push(args),
      (level, msg, fields) => logged.push([level, msg, fields]),
    );
    withinRequestScope(() => printError('⨯', unreadable));
    expect(printed).toEqual([]);
    expect(logged).toEqual([['debug', 'client mistake', { reason: 'unreadable form body' }]]);

    const failure = new Error('relation "claims" does not exist');
    withinRequestScope(() => printError('⨯', failure));
    // Outside a request (start-up) even a mistake's words are printed as they are.
    printError(unreadable);
    expect(printed).toEqual([['⨯', failure], [unreadable]]);
  });
});

describe('the answer', () => {
  let server: Server | undefined;
  /** The status a request log reads when the response has finished. */
  const finished: number[] = [];
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A stand-in for Next.js on a real socket: it prints what it is given, then sends its 500 page. */
  async function serve(print: unknown[]): Promise<string> {
    const printError = quietClientMistakes(
      () => {},
      () => {},
    );
    server = createServer((_req, res) => {
      res.on('finish', () => finished.push(res.statusCode));
      withinRequestScope(() => {
        answerMistakesAsBadRequest(res, () => ({
          headers: { 'Content-Type': 'text/plain' },
          body: UNREADABLE_FORM_MESSAGE,
        }));
        setImmediate(() => {
          printError(...print);
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html');
          res.setHeader('Cache-Control', 'private, no-cache');
          res.write('<h1>Internal');
          res.end(' Server Error</h1>');
          res.statusCode = 500;
        });
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/claims`;
  }

  it('is a 400 with the form message when Next.js failed on a client mistake', async () => {
    const response = await fetch(await serve(['⨯', unreadable]), { method: 'POST' });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('cache-control')).toBeNull();
    expect(await response.text()).toBe(UNREADABLE_FORM_MESSAGE);
    expect(finished.at(-1)).toBe(400);
  });

  it("stays a 500 when the failure is the server's own", async () => {
    const response = await fetch(await serve(['⨯', new Error('connection refused')]), { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('<h1>Internal Server Error</h1>');
    expect(finished.at(-1)).toBe(500);
  });
});
