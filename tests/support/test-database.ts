import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll } from 'vitest';
import { closeDatabase } from '@/server/db/client';
import { resetEnvForTests } from '@/server/env';

/**
 * Gives the calling test file a database of its own: a PGlite folder in a fresh temporary
 * DATA_DIR, or, in the db-postgres project, a new database on the TEST_DATABASE_URL server
 * (dropped afterwards). Call it at the top of a *.db.test.ts file.
 */
export function setupTestDatabase(): { dataDir: () => string } {
  let dataDir = '';
  let databaseName = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'im-test-'));
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = '';
    if (process.env.TEST_DB_DRIVER === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the db-postgres project');
      databaseName = `im_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
      await admin.unsafe(`create database ${databaseName}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${databaseName}`;
      process.env.DATABASE_URL = url.toString();
    }
    resetEnvForTests();
  });

  afterAll(async () => {
    await closeDatabase();
    if (databaseName && process.env.TEST_DATABASE_URL) {
      const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
    resetEnvForTests();
  });

  return { dataDir: () => dataDir };
}
