import { bigint, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers (postgres.js gives a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A claim document stored in the database (PostgreSQL deployments, decision 150): one AES-256-GCM
 * stream whose ciphertext is cut into `document_chunks`. `tag` is set when the last chunk is
 * written; a row without it is an unfinished upload, never read and swept after a day.
 */
export const documentBlobs = pgTable(
  'document_blobs',
  {
    /** 32 hex characters; the store key is `db:<id>`. */
    id: text('id').primaryKey(),
    /** First 8 bytes of SHA-256 of the key, hex: says which key sealed it (never the key). */
    keyId: text('key_id').notNull(),
    iv: bytea('iv').notNull(),
    tag: bytea('tag'),
    chunks: integer('chunks').notNull().default(0),
    /** Ciphertext bytes (= plaintext bytes for GCM). */
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('document_blobs_created_idx').on(table.createdAt)],
);

/** About 256 KB of ciphertext each, in order (`seq` from 0). */
export const documentChunks = pgTable(
  'document_chunks',
  {
    blobId: text('blob_id')
      .notNull()
      .references(() => documentBlobs.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.blobId, table.seq] })],
);
