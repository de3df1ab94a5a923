import 'server-only';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getEnv } from '../env';
import { smtpTransportOptions } from './smtp-url';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Stable across retries, so a receiving system can drop a duplicate (server/mail/message-id.ts). */
  messageId: string;
}

let smtp: { url: string; transporter: Transporter } | undefined;

/**
 * Sends one e-mail: through SMTP when SMTP_URL is set, otherwise as an .eml file in
 * DATA_DIR/mail-outbox (written to a temporary name, then renamed, so a reader never sees half a
 * message). Says which it did; throws when the message was not accepted (the outbox retries it).
 */
export async function sendMail(mail: OutgoingMail): Promise<'sent' | 'written to file'> {
  const env = getEnv();
  const message = {
    from: env.MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    // Line breaks of the body as CRLF too: nodemailer's newline option leaves a quoted-printable body's LFs alone.
    text: mail.text.replace(/\r?\n/g, '\r\n'),
    replyTo: mail.replyTo,
    messageId: mail.messageId,
    // Every message is sent by the site, never typed by a person (RFC 3834): vacation and other
    // auto-responders do not answer it (Exchange reads its own header), so no reply loop or bounce
    // reaches a visitor or the agency.
    headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
  };
  if (env.SMTP_URL) {
    if (smtp?.url !== env.SMTP_URL) {
      smtp?.transporter.close();
      smtp = {
        url: env.SMTP_URL,
        // Settings, not the URL string: given a string, nodemailer parses it with Node's deprecated url.parse.
        transporter: nodemailer.createTransport(smtpTransportOptions(env.SMTP_URL)),
      };
    }
    await smtp.transporter.sendMail(message);
    return 'sent';
  }
  const folder = path.resolve(env.DATA_DIR, 'mail-outbox');
  await mkdir(folder, { recursive: true, mode: 0o700 });
  // CRLF throughout, as on the wire (RFC 5322 section 2.1): a strict parser reads the file as sent.
  const eml = await nodemailer
    .createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
    .sendMail(message);
  const safeId = mail.messageId.replace(/[^\w.-]/g, '_');
  const file = path.join(folder, `${Date.now()}-${safeId}.eml`);
  await writeFile(`${file}.tmp`, eml.message as Buffer, { mode: 0o600 });
  await rename(`${file}.tmp`, file);
  // Nobody received it: the outbox logs "written to file", never "delivered" (docs/decisions/133).
  return 'written to file';
}

/** For tests and shutdown: drop the SMTP transport (a new one is made for the next message). */
export function closeMailTransport(): void {
  smtp?.transporter.close();
  smtp = undefined;
}
