import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { documentBlobs, documentChunks } from '@/server/db/schema';
import { setupTestDatabase } from '@/tests/support/test-database';
import { CHUNK_BYTES, DatabaseDocumentStore } from './database-store';
import { fileStoreContract, piecesOf, readAll } from '@/tests/support/file-store-contract';

setupTestDatabase();
// Opened (and migrated) before the tests, so no test's time includes it.
beforeAll(async () => {
  await getDb();
});

const secret = randomBytes(32);

async function clearAll() {
  const db = await getDb();
  await db.delete(documentBlobs);
}

describe('DatabaseDocumentStore', () => {
  fileStoreContract(async () => {
    await clearAll();
    const db = await getDb();
    return {
      store: new DatabaseDocumentStore(getDb, () => secret),
      atRest: async () => {
        const rows = await db.select({ bytes: documentChunks.bytes }).from(documentChunks);
        const blobs = await db.select({ iv: documentBlobs.iv, tag: documentBlobs.tag }).from(documentBlobs);
        return [
          ...rows.map((row) => row.bytes),
          ...blobs.flatMap((blob) => [blob.iv, ...(blob.tag ? [blob.tag] : [])]),
        ];
      },
      tamper: async (key) => {
        const id = key.slice(3);
        await db.execute(
          sql`update document_chunks set bytes = set_byte(bytes, 10, get_byte(bytes, 10) # 255) where blob_id = ${id} and seq = 1`,
        );
      },
    };
  });

  it('cuts the ciphertext into rows of about 256 KB', async () => {
    await clearAll();
    const store = new DatabaseDocumentStore(getDb, () => secret);
    const { key } = await store.put(piecesOf(randomBytes(CHUNK_BYTES * 2 + 5000)));
    const db = await getDb();
    const rows = await db
      .select({ seq: documentChunks.seq, size: sql<number>`octet_length(${documentChunks.bytes})` })
      .from(documentChunks)
      .where(eq(documentChunks.blobId, key.slice(3)))
      .orderBy(documentChunks.seq);
    expect(rows.map((row) => row.seq)).toEqual([0, 1, 2]);
    expect(rows.map((row) => Number(row.size))).toEqual([CHUNK_BYTES, CHUNK_BYTES, 5000]);
  });

  it('says which key is missing when another instance sealed the document with its own', async () => {
    const store = new DatabaseDocumentStore(getDb, () => secret);
    const { key } = await store.put(Readable.from([Buffer.from('sealed elsewhere')]));
    const other = new DatabaseDocumentStore(getDb, () => randomBytes(32));
    await expect(readAll(other.read(key))).rejects.toThrow(/same FILE_ENCRYPTION_KEY/);
  });

  it('sweeps documents no claim took, and keeps those a claim holds', async () => {
    await clearAll();
    const store = new DatabaseDocumentStore(getDb, () => secret);
    const orphan = await store.put(Readable.from([Buffer.from('orphan')]));
    const db = await getDb();
    const [claim] = await db
      .insert(schema.claims)
      .values({
        reference: `CLM-${Date.now()}`,
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
    const kept = await store.put(Readable.from([Buffer.from('kept')]));
    await db.insert(schema.claimAttachments).values({
      claimId: claim!.id,
      originalName: 'a.pdf',
      mediaType: 'application/pdf',
      sizeBytes: 4,
      sha256: 'x',
      storageKey: kept.key,
    });
    expect(await store.sweepOrphans(new Date(Date.now() + 60_000))).toBe(1);
    expect(await store.list()).toEqual([kept.key]);
    await expect(readAll(store.read(orphan.key))).rejects.toThrow();
  });

  // The must-show of issue 17: two instances on one PostgreSQL, each with its own connections.
  if (process.env.TEST_DB_DRIVER === 'postgres') {
    it('a document stored through one instance reads back byte-identical through another', async () => {
      const url = process.env.DATABASE_URL!;
      const clients = [postgres(url, { max: 2, onnotice: () => {} }), postgres(url, { max: 2, onnotice: () => {} })];
      try {
        const [first, second] = clients.map((client) => {
          const db = drizzle({ client, schema }) as unknown as Db;
          return new DatabaseDocumentStore(
            async () => db,
            () => secret,
          );
        });
        const plaintext = randomBytes(3 * 1024 * 1024 + 17);
        const { key } = await first!.put(piecesOf(plaintext));
        expect((await readAll(second!.read(key))).equals(plaintext)).toBe(true);
        expect(await second!.list()).toContain(key);
        await second!.delete(key);
        await expect(readAll(first!.read(key))).rejects.toThrow();
      } finally {
        await Promise.all(clients.map((client) => client.end({ timeout: 5 })));
      }
    });
  }
});
