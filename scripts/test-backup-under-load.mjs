// `npm test` step (issue 12's must-show, decision 151): a backup made while claims are being
// submitted restores with every acknowledged claim and its documents.
//
// Starts the production server on the embedded database (PGlite) in a fresh data folder, submits
// claims with PDF documents from two clients in a loop, runs `npm run backup` (through the running
// server's admin socket) while they go on, stops the server, restores the archive into another
// fresh folder with `npm run restore`, opens the restored database and checks that every claim
// acknowledged (201) before the backup began is there, and that each of its documents decrypts
// byte-identical (SHA-256 of what was sent) with the restored key. Prints one line
// "backup under load: passed" or the failures, and exits 0 or 1.
//
// Port: BACKUP_TEST_PORT (default 3104). Needs the production build (`scripts/build-if-needed.mjs` runs first).
import { spawn, spawnSync } from 'node:child_process';
import { createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BACKUP_TEST_PORT ?? 3104);
const base = `http://127.0.0.1:${port}`;
const work = mkdtempSync(path.join(tmpdir(), 'im-backup-test-'));
const dataDir = path.join(work, 'data');
const restoredDir = path.join(work, 'restored');
const archive = path.join(work, 'backup.tar.gz');
const failures = [];
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const node = (script, args, env) =>
  spawnSync(
    process.execPath,
    ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', path.join(root, script), ...args],
    {
      cwd: root,
      env: { ...env },
      encoding: 'utf8',
    },
  );

const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  FILE_ENCRYPTION_KEY: '',
  SMTP_URL: '',
  CRM_WEBHOOK_URL: '',
  REDIS_URL: '',
  // Each claim comes from its own address (X-Forwarded-For), so the per-IP limit never refuses one.
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'warn',
};

/** A small but real PDF header and trailer around random bytes: a different document each time. */
function pdfDocument() {
  return Buffer.concat([
    Buffer.from('%PDF-1.7\n%'),
    randomBytes(20_000 + Math.floor(Math.random() * 400_000)),
    Buffer.from('\n%%EOF\n'),
  ]);
}

let submitted = 0;
async function submitClaim(client) {
  const documents = [pdfDocument(), ...(Math.random() < 0.5 ? [pdfDocument()] : [])];
  const form = new FormData();
  const fields = {
    agent: '',
    firstName: 'Backup',
    lastName: `Test ${client}`,
    email: 'backup.test@example.com',
    phone: '(305) 555-0134',
    claimType: 'health',
    description: 'Claim sent while a backup runs.',
    urgency: 'low',
    consent: 'on',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  documents.forEach((bytes, index) =>
    form.append(`file_${index}`, new Blob([bytes], { type: 'application/pdf' }), `bill-${index}.pdf`),
  );
  submitted += 1;
  const address = `198.51.${Math.floor(submitted / 250)}.${submitted % 250}`;
  const sentAt = Date.now();
  const response = await fetch(`${base}/api/claims`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': address },
  });
  const body = await response.json().catch(() => ({}));
  if (response.status !== 201) throw new Error(`claim answered ${response.status}: ${JSON.stringify(body)}`);
  return { reference: body.reference, sentAt, ackedAt: Date.now(), documents: documents.map(sha256) };
}

async function waitForServer(server) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within 180 s');
}

function decryptUpload(file, key) {
  const bytes = readFileSync(file);
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]);
}

let server;
let serverLog = '';
try {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-needed.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('the build failed');

  server = spawn(process.execPath, [path.join(root, 'server.mjs')], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The server's warnings (placeholder settings) are shown only when something fails.
  server.stderr.on('data', (chunk) => (serverLog += chunk).length > 200_000 && (serverLog = serverLog.slice(-100_000)));
  await waitForServer(server);

  // Two clients submit claims until told to stop; the backup starts once some are stored.
  const acknowledged = [];
  let stop = false;
  const clients = [1, 2].map(async (client) => {
    while (!stop) acknowledged.push(await submitClaim(client));
  });
  const clientsDone = Promise.all(clients);
  while (acknowledged.length < 20)
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), clientsDone]);

  const backupStartedAt = Date.now();
  const ackedBeforeBackup = acknowledged.filter((claim) => claim.ackedAt < backupStartedAt);
  const backup = await new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--experimental-transform-types',
        '--disable-warning=ExperimentalWarning',
        path.join(root, 'scripts/backup.mjs'),
        archive,
      ],
      { cwd: root, env: serverEnv },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
  const backupEndedAt = Date.now();
  // A few more after the backup, then stop.
  const afterBackup = acknowledged.length + 2;
  while (acknowledged.length < afterBackup)
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 100)), clientsDone]);
  stop = true;
  await clientsDone;
  server.kill('SIGTERM');
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));

  if (backup.code !== 0) throw new Error(`npm run backup failed (${backup.code}): ${backup.output}`);
  if (!/Backup written/.test(backup.output)) failures.push(`unexpected backup output: ${backup.output}`);
  const during = acknowledged.filter((claim) => claim.sentAt < backupEndedAt && claim.ackedAt > backupStartedAt).length;
  if (during === 0)
    failures.push('no claim was in flight while the backup ran: the test did not exercise a backup under load');

  // A restore refuses a folder that is not empty.
  const refused = node('scripts/restore.mjs', [archive], { ...serverEnv, DATA_DIR: dataDir });
  if (refused.status === 0 || !/not empty/.test(refused.stderr))
    failures.push(`restore into a used folder was not refused: ${refused.status} ${refused.stderr}`);

  const restored = node('scripts/restore.mjs', [archive], { ...serverEnv, DATA_DIR: restoredDir });
  if (restored.status !== 0)
    throw new Error(`npm run restore failed (${restored.status}): ${restored.stderr}${restored.stdout}`);

  // Open what was restored, as the server would.
  const key = Buffer.from(readFileSync(path.join(restoredDir, 'file-encryption.key'), 'utf8').trim(), 'base64');
  const pg = await PGlite.create(path.join(restoredDir, 'pglite'));
  try {
    const { rows } = await pg.query(
      `select c.reference, a.storage_key, a.sha256 from claims c left join claim_attachments a on a.claim_id = c.id order by a.created_at`,
    );
    const byReference = new Map();
    for (const row of rows) byReference.set(row.reference, [...(byReference.get(row.reference) ?? []), row]);
    let documents = 0;
    for (const claim of ackedBeforeBackup) {
      const stored = byReference.get(claim.reference);
      if (!stored) {
        failures.push(`claim ${claim.reference}, acknowledged before the backup began, is missing`);
        continue;
      }
      const wanted = [...claim.documents].sort();
      const found = stored
        .filter((row) => row.storage_key)
        .map((row) => {
          try {
            return sha256(decryptUpload(path.join(restoredDir, 'uploads', row.storage_key), key));
          } catch (error) {
            return `unreadable (${error.message})`;
          }
        });
      if (JSON.stringify(found.sort()) !== JSON.stringify(wanted))
        failures.push(
          `claim ${claim.reference}: documents ${JSON.stringify(found)} instead of ${JSON.stringify(wanted)}`,
        );
      documents += found.length;
    }
    console.log(
      `backup under load: ${acknowledged.length} claims acknowledged, ${ackedBeforeBackup.length} before the backup began (${documents} documents checked), ${during} in flight during it; restored ${byReference.size} claims`,
    );
  } finally {
    await pg.close();
  }
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(serverLog.slice(-5000));
  for (const failure of failures) console.error(`FAILED: ${failure}`);
  console.log('backup under load: failed');
  process.exit(1);
}
console.log('backup under load: passed');
