import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db/client';
import { claimAttachments, claims } from '@/server/db/schema';
import { EncryptedDiskStore } from '@/server/storage/encrypted-disk-store';
import { readAll } from '@/tests/support/file-store-contract';
import { getFileStore } from '@/server/storage/store';
import { setupTestDatabase } from '@/tests/support/test-database';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

const database = setupTestDatabase();
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';
const work = mkdtempSync(path.join(tmpdir(), 'im-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
// Opening PGlite (here and in each restore) is slow on a loaded machine: generous bounds.
beforeAll(async () => {
  await getDb();
}, 180_000);

describe('npm run backup / restore', () => {
  if (onPostgres) {
    it('points to pg_dump on PostgreSQL (the documents are in the database)', async () => {
      await expect(createBackup(path.join(work, 'pg.tar.gz'))).rejects.toThrow(/pg_dump/);
    });
    return;
  }

  it('restores the database, the documents and the key into a fresh folder, and refuses a used one', async () => {
    const db = await getDb();
    const document = randomBytes(700_000);
    const { key } = await getFileStore().put(Readable.from([document]));
    const [claim] = await db
      .insert(claims)
      .values({
        reference: 'CLM-BACK-UP00-0001',
        agent: '',
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '(305) 555-0134',
        claimType: 'health',
        description: 'x',
        urgency: 'low',
      })
      .returning();
    await db.insert(claimAttachments).values({
      claimId: claim!.id,
      originalName: 'bill.pdf',
      mediaType: 'application/pdf',
      sizeBytes: document.length,
      sha256: 'x',
      storageKey: key,
    });

    const archive = path.join(work, 'site.tar.gz');
    const manifest = await createBackup(archive);
    expect(manifest).toMatchObject({
      counts: { claims: 1, claim_attachments: 1 },
      documents: 1,
      encryptionKey: 'included',
    });
    expect(manifest.files.map((file) => file.name)).toEqual(['pglite.tar.gz', `uploads/${key}`, 'file-encryption.key']);

    const target = path.join(work, 'restored');
    expect(await restoreBackup(archive, target, false)).toMatchObject({ code: 0 });
    const pg = await PGlite.create(path.join(target, 'pglite'));
    try {
      expect(
        (
          await pg.query<{ reference: string; storage_key: string }>(
            'select reference, storage_key from claims join claim_attachments a on a.claim_id = claims.id',
          )
        ).rows,
      ).toEqual([{ reference: 'CLM-BACK-UP00-0001', storage_key: key }]);
    } finally {
      await pg.close();
    }
    const restoredKey = Buffer.from(readFileSync(path.join(target, 'file-encryption.key'), 'utf8'), 'base64');
    const restoredStore = new EncryptedDiskStore(path.join(target, 'uploads'), () => restoredKey);
    expect((await readAll(restoredStore.read(key))).equals(document)).toBe(true);

    expect(await restoreBackup(archive, target, false)).toMatchObject({
      code: 1,
      output: expect.stringContaining('not empty'),
    });
    expect(await restoreBackup(archive, database.dataDir(), false)).toMatchObject({ code: 1 });
  }, 180_000);

  it('refuses a damaged archive and leaves the folder empty', async () => {
    const archive = path.join(work, 'damaged.tar.gz');
    await createBackup(archive);
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(archive, bytes);
    const target = path.join(work, 'from-damaged');
    expect(await restoreBackup(archive, target, false)).toMatchObject({
      code: 1,
      output: expect.stringMatching(/could not be restored|damaged/),
    });
    expect(readdirSync(target)).toEqual([]);
  }, 180_000);
});
