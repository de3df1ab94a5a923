import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { base32Encode } from '@/lib/totp';
import type { Db, Tx } from '../db/client';
import { getDb } from '../db/client';
import { operatorRecoveryCodes } from '../db/schema';
import { now } from './clock';
import { consoleKey } from './keys';

export const RECOVERY_CODE_COUNT = 10;

/** Lower-case, without spaces or dashes: "ABCDE-FGHIJ" and "abcdefghij" are one code. */
const normalise = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
const hashOf = (code: string) =>
  createHmac('sha256', consoleKey('recovery-codes')).update(normalise(code)).digest('hex');

/** Looks like a recovery code (10 base32 characters, a dash optional), not a 6-digit TOTP code. */
export const isRecoveryCodeShape = (code: string) => /^[a-z2-7]{10}$/.test(normalise(code));

/**
 * Ten new one-time codes (50 random bits each, shown as xxxxx-xxxxx), replacing any earlier ones.
 * Only their HMAC is stored; the plaintext goes to the person once.
 */
export async function issueRecoveryCodes(operatorId: string, db?: Db | Tx): Promise<string[]> {
  const target = db ?? (await getDb());
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
  await target.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
  await target.insert(operatorRecoveryCodes).values(codes.map((code) => ({ codeHash: hashOf(code), operatorId })));
  return codes;
}

/** Uses a code: true once per code (marked used in one statement, so two uses at once cannot both pass). */
export async function redeemRecoveryCode(operatorId: string, code: string): Promise<boolean> {
  if (!isRecoveryCodeShape(code)) return false;
  const db = await getDb();
  const used = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now() })
    .where(
      and(
        eq(operatorRecoveryCodes.codeHash, hashOf(code)),
        eq(operatorRecoveryCodes.operatorId, operatorId),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: operatorRecoveryCodes.codeHash });
  return used.length === 1;
}

export async function remainingRecoveryCodes(operatorId: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ codeHash: operatorRecoveryCodes.codeHash })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorId, operatorId), isNull(operatorRecoveryCodes.usedAt)));
  return rows.length;
}

export async function forgetRecoveryCodes(operatorId: string, db?: Db | Tx): Promise<void> {
  const target = db ?? (await getDb());
  await target.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
}
