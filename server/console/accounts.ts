import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import * as z from '@/lib/zod';
import { getDb } from '../db/client';
import { operators } from '../db/schema';
import { publicUrl } from '../public-url';
import { recordAudit, type Actor } from './audit';
import { now } from './clock';
import { hashPassword, passwordProblem } from './passwords';
import { deleteSessionsOf } from './sessions';
import { sealText } from '../storage/sealed-text';
import { newTotpSecret, totpUri } from './totp';
import { forgetRecoveryCodes, issueRecoveryCodes } from './recovery-codes';

export const ROLES = ['admin', 'agent'] as const;
export type Role = (typeof ROLES)[number];
/** How long a set-password link works. */
const SETUP_LINK_HOURS = 24;

export class AccountError extends Error {}

const emailSchema = z.string().check(z.trim(), z.toLowerCase(), z.email());
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function normaliseEmail(email: string): string {
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) throw new AccountError(`"${email}" is not an e-mail address.`);
  return parsed.data;
}

async function newSetupLink(operatorId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const db = await getDb();
  await db
    .update(operators)
    .set({
      setupTokenHash: hashToken(token),
      setupTokenExpiresAt: new Date(now().getTime() + SETUP_LINK_HOURS * 3600_000),
      updatedAt: now(),
    })
    .where(eq(operators.id, operatorId));
  return publicUrl(`/console/set-password?token=${token}`);
}

/**
 * Creates an account. With a password it is usable at once; without, the answer carries a
 * one-time set-password link (valid 24 hours) to hand to the person.
 */
export async function addOperator(
  actor: Actor,
  input: { email: string; role: string; password?: string },
): Promise<{ setupLink?: string }> {
  const email = normaliseEmail(input.email);
  if (!ROLES.includes(input.role as Role)) throw new AccountError('The role must be admin or agent.');
  if (input.password !== undefined) {
    const problem = passwordProblem(input.password, email);
    if (problem) throw new AccountError(problem);
  }
  const db = await getDb();
  const [existing] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, email));
  if (existing) throw new AccountError(`An account for ${email} already exists.`);
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
  const [row] = await db
    .insert(operators)
    .values({ email, role: input.role, passwordHash })
    .returning({ id: operators.id });
  await recordAudit(actor, {
    action: 'account.add',
    subjectType: 'operator',
    subjectId: row!.id,
    detail: { email, role: input.role },
  });
  return passwordHash ? {} : { setupLink: await newSetupLink(row!.id) };
}

export async function listOperators() {
  const db = await getDb();
  return db
    .select({
      id: operators.id,
      email: operators.email,
      role: operators.role,
      disabledAt: operators.disabledAt,
      hasPassword: operators.passwordHash,
      hasTotp: operators.totpSecret,
      createdAt: operators.createdAt,
    })
    .from(operators)
    .orderBy(asc(operators.email))
    .then((rows) =>
      rows.map((row) => ({ ...row, hasPassword: row.hasPassword !== null, hasTotp: row.hasTotp !== null })),
    );
}

async function operatorByEmail(email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.email, normaliseEmail(email)));
  if (!row) throw new AccountError(`There is no account for ${email}.`);
  return row;
}

/** Disables the account and ends its sessions at once. */
export async function disableOperator(actor: Actor, email: string): Promise<void> {
  const row = await operatorByEmail(email);
  const db = await getDb();
  await db.update(operators).set({ disabledAt: now(), updatedAt: now() }).where(eq(operators.id, row.id));
  await deleteSessionsOf(row.id);
  await recordAudit(actor, {
    action: 'account.disable',
    subjectType: 'operator',
    subjectId: row.id,
    detail: { email: row.email },
  });
}

/**
 * Forgets the password and the second factor, ends every session and re-enables the account:
 * the person sets a new password through the one-time link.
 */
export async function resetOperator(actor: Actor, email: string): Promise<{ setupLink: string }> {
  const row = await operatorByEmail(email);
  const db = await getDb();
  await db
    .update(operators)
    .set({ passwordHash: null, totpSecret: null, totpLastStep: null, disabledAt: null, updatedAt: now() })
    .where(eq(operators.id, row.id));
  await forgetRecoveryCodes(row.id);
  await deleteSessionsOf(row.id);
  await recordAudit(actor, {
    action: 'account.reset',
    subjectType: 'operator',
    subjectId: row.id,
    detail: { email: row.email },
  });
  // The second factor is gone with the password: the next sign-in sets up a new one.
  if (row.totpSecret)
    await recordAudit(actor, {
      action: 'mfa.reset',
      subjectType: 'operator',
      subjectId: row.id,
      detail: { email: row.email },
    });
  return { setupLink: await newSetupLink(row.id) };
}

/**
 * Gives the account a new TOTP secret (sealed at rest) and ten new recovery codes, and returns
 * them for the person (the other way to enrol is the console's own step at first sign-in). A
 * secret that replaces one ends the account's sessions.
 */
export async function enrollTotp(
  actor: Actor,
  email: string,
): Promise<{ secret: string; uri: string; recoveryCodes: string[] }> {
  const row = await operatorByEmail(email);
  const secret = newTotpSecret();
  const db = await getDb();
  const recoveryCodes = await db.transaction(async (tx) => {
    await tx
      .update(operators)
      .set({ totpSecret: sealText(secret), totpLastStep: null, updatedAt: now() })
      .where(eq(operators.id, row.id));
    const codes = await issueRecoveryCodes(row.id, tx);
    await recordAudit(
      actor,
      {
        action: 'mfa.enrol',
        subjectType: 'operator',
        subjectId: row.id,
        detail: { email: row.email, via: 'command', replaced: row.totpSecret !== null },
      },
      tx,
    );
    await recordAudit(
      actor,
      {
        action: 'mfa.recovery_codes',
        subjectType: 'operator',
        subjectId: row.id,
        detail: { email: row.email, count: codes.length },
      },
      tx,
    );
    return codes;
  });
  // Replaced, the old factor is not trusted any more (a phone lost or taken): nor are the sessions
  // it opened, as when an account is reset.
  if (row.totpSecret !== null) await deleteSessionsOf(row.id);
  return { secret, uri: totpUri(secret, row.email), recoveryCodes };
}

/** Uses a set-password link: the token works once, before it expires. */
export async function setPasswordWithToken(
  token: string,
  password: string,
  ipAddress: string,
): Promise<{ email: string }> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(operators.setupTokenHash, hashToken(token)));
  if (!row || !row.setupTokenExpiresAt || row.setupTokenExpiresAt.getTime() < now().getTime() || row.disabledAt) {
    throw new AccountError('This link has expired or was already used. Ask an administrator for a new one.');
  }
  const problem = passwordProblem(password, row.email);
  if (problem) throw new AccountError(problem);
  await db
    .update(operators)
    .set({
      passwordHash: await hashPassword(password),
      setupTokenHash: null,
      setupTokenExpiresAt: null,
      updatedAt: now(),
    })
    .where(eq(operators.id, row.id));
  await recordAudit(
    { operatorId: row.id, actor: row.email, ipAddress },
    { action: 'account.password_set', subjectType: 'operator', subjectId: row.id },
  );
  return { email: row.email };
}
