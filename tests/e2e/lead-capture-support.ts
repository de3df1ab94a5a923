import { createDecipheriv, createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** The e2e server's data folder (playwright.config.ts exports it). */
export const dataDir = () => process.env.E2E_DATA_DIR ?? '';

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The .eml files the server's outbox wrote (no SMTP_URL in e2e), as text. */
export function mailsMentioning(text: string): string[] {
  const folder = path.join(dataDir(), 'mail-outbox');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => readFileSync(path.join(folder, name), 'utf8'))
    .filter((mail) => mail.includes(text));
}

export function uploadedFiles(): string[] {
  const folder = path.join(dataDir(), 'uploads');
  return existsSync(folder) ? readdirSync(folder).map((name) => path.join(folder, name)) : [];
}

/** Decrypts a stored upload with the key the server generated into its data folder. */
export function decryptUpload(file: string): Buffer {
  const key = Buffer.from(readFileSync(path.join(dataDir(), 'file-encryption.key'), 'utf8').trim(), 'base64');
  const bytes = readFileSync(file);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
}

/** The notifications region, by its name in the page's language (English or Spanish). */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /^(Notifications|Notificaciones) / });
}
