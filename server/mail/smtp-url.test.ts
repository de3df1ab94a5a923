import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendMail, closeMailTransport } from './transport';
import { createServer, type Socket } from 'node:net';
import { SMTP_TIMEOUTS, smtpTransportOptions, smtpUrlOptions } from './smtp-url';
import { startSmtpServer } from '@/tests/support/fake-smtp';
import { setEnv } from '@/tests/support/lead-capture';

const nodeUrl = createRequire(import.meta.url)('url') as typeof import('node:url');
// nodemailer's own reading of a URL, for comparison only (it is the call that warns, DEP0169).
const { parseConnectionUrl } = createRequire(import.meta.url)('nodemailer/lib/shared') as {
  parseConnectionUrl: (url: string) => Record<string, unknown>;
};

afterEach(() => {
  closeMailTransport();
  setEnv({ SMTP_URL: '' });
});

describe('SMTP_URL', () => {
  it("sends through SMTP without Node's deprecated url.parse (DEP0169: an error line in the production log)", async () => {
    // Watched, not replaced: in the build nodemailer is bundled, so Node warns on its call; here it sits in
    // node_modules, where Node keeps quiet, so the call itself is what is counted.
    const urlParse = vi.spyOn(nodeUrl, 'parse');
    const smtp = await startSmtpServer();
    try {
      setEnv({ SMTP_URL: smtp.url });
      const outcome = await sendMail({
        to: 'desk@example.com',
        subject: 'Deprecation check',
        text: 'x',
        messageId: '<deprecation-check@example.com>',
      });
      expect(outcome).toBe('sent');
      expect(smtp.mails.map((mail) => mail.to[0])).toEqual(['desk@example.com']);
      expect(urlParse).not.toHaveBeenCalled();
    } finally {
      urlParse.mockRestore();
      closeMailTransport();
      await smtp.close();
    }
  });

  it('reads every setting a URL carries as nodemailer did', () => {
    for (const url of [
      'smtp://127.0.0.1:2525',
      'smtps://mail.example.com',
      'smtp://user%40example.com:p%3Ass%20word@mail.example.com:587?requireTLS=true',
      'smtp://mail.example.com:25?tls.rejectUnauthorized=false&name=relay&ignoreTLS=false&logger=',
      // A relay on this machine over IPv6 (the production check allows it): the host without brackets.
      'smtp://[::1]:2525',
      'smtps://[2001:db8::25]',
      // A user without a password (an IP-allow-listed relay that still wants a name).
      'smtp://relay-user@mail.example.com',
      // The URL's own parts win over the query; dotted keys other than tls.* are not options.
      'smtp://mail.example.com?host=elsewhere.example&secure=true&port=26&pool.max=3',
    ]) {
      expect(smtpUrlOptions(url), url).toEqual(parseConnectionUrl(url));
    }
  });

  it('keeps the first value of a repeated key, where nodemailer made a list that reads as true', () => {
    // nodemailer's ['false', 'true'] for tls.rejectUnauthorized is a truthy list: ours is one value.
    expect(
      smtpUrlOptions('smtp://mail.example.com?tls.rejectUnauthorized=false&tls.rejectUnauthorized=true&name=a&name=b'),
    ).toEqual({ secure: false, host: 'mail.example.com', name: 'a', tls: { rejectUnauthorized: false } });
  });

  it('bounds how long a mail server may keep a delivery waiting, unless the URL says otherwise', () => {
    expect(smtpTransportOptions('smtp://mail.example.com:587')).toMatchObject(SMTP_TIMEOUTS);
    expect(SMTP_TIMEOUTS.socketTimeout).toBeLessThanOrEqual(60_000);
    expect(smtpTransportOptions('smtp://mail.example.com:587?greetingTimeout=500')).toMatchObject({
      greetingTimeout: 500,
      socketTimeout: SMTP_TIMEOUTS.socketTimeout,
    });
  });

  it('fails a send to a server that accepts the connection and never greets, so the outbox retries it', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}?greetingTimeout=300` });
      await expect(
        sendMail({ to: 'desk@example.com', subject: 'Silent', text: 'x', messageId: '<silent@example.com>' }),
      ).rejects.toThrow(/greeting/i);
    } finally {
      closeMailTransport();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
