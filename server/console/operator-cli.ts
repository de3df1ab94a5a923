import 'server-only';
import { userInfo } from 'node:os';
import { addOperator, AccountError, disableOperator, enrollTotp, listOperators, resetOperator } from './accounts';
import type { Actor } from './audit';

export const OPERATOR_USAGE = [
  'Usage: npm run operator -- <command>',
  '  add EMAIL --role admin|agent   create an account; the password is read from standard input,',
  '                                 or, when none is piped in, a one-time set-password link is printed',
  '  list                           list the accounts',
  '  disable EMAIL                  disable an account and end its sessions',
  '  reset EMAIL                    forget password and second factor, end sessions, print a set-password link',
  '  totp EMAIL                     set up a TOTP second factor (replacing any, which ends its sessions) and print its secret and',
  '                                 ten one-time recovery codes; without it the console sets one up at first sign-in',
].join('\n');

export interface CommandResult {
  output: string;
  code: number;
}

/**
 * The operator command (scripts/operator.mjs runs it here, or inside the running server when the
 * embedded database is held by it). `password` is what was piped to standard input, if anything.
 */
export async function runOperatorCommand(
  args: string[],
  password: string | undefined,
  actorName = `cli:${userInfo().username}`,
): Promise<CommandResult> {
  const actor: Actor = { operatorId: null, actor: actorName, ipAddress: 'local' };
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'add': {
        const email = rest.find((arg) => !arg.startsWith('--') && rest[rest.indexOf(arg) - 1] !== '--role');
        const roleIndex = rest.indexOf('--role');
        const role =
          roleIndex >= 0 ? rest[roleIndex + 1] : rest.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
        if (!email || !role) return { output: OPERATOR_USAGE, code: 2 };
        const { setupLink } = await addOperator(actor, { email, role, password: password || undefined });
        return {
          output: setupLink
            ? `Added ${email} (${role}). Send this one-time link to set the password (valid 24 hours):\n${setupLink}`
            : `Added ${email} (${role}).`,
          code: 0,
        };
      }
      case 'list': {
        const rows = await listOperators();
        if (rows.length === 0)
          return { output: 'No accounts yet. Add one with: npm run operator -- add EMAIL --role admin', code: 0 };
        const lines = rows.map((row) =>
          [
            row.email,
            row.role,
            row.disabledAt ? 'disabled' : row.hasPassword ? 'active' : 'awaiting password',
            row.hasTotp ? 'totp' : 'no totp',
          ].join('\t'),
        );
        return { output: lines.join('\n'), code: 0 };
      }
      case 'disable': {
        if (!rest[0]) return { output: OPERATOR_USAGE, code: 2 };
        await disableOperator(actor, rest[0]);
        return { output: `Disabled ${rest[0]}; its sessions are ended.`, code: 0 };
      }
      case 'reset': {
        if (!rest[0]) return { output: OPERATOR_USAGE, code: 2 };
        const { setupLink } = await resetOperator(actor, rest[0]);
        return {
          output: `Reset ${rest[0]}; its sessions are ended. One-time link to set a new password (valid 24 hours):\n${setupLink}`,
          code: 0,
        };
      }
      case 'totp': {
        if (!rest[0]) return { output: OPERATOR_USAGE, code: 2 };
        const { secret, uri, recoveryCodes } = await enrollTotp(actor, rest[0]);
        return {
          output: `Second factor set for ${rest[0]}. Add it to the authenticator app:\nsecret: ${secret}\n${uri}\nRecovery codes (each works once; hand them over with the secret, they are not shown again):\n${recoveryCodes.join('\n')}`,
          code: 0,
        };
      }
      default:
        return { output: OPERATOR_USAGE, code: 2 };
    }
  } catch (error) {
    if (error instanceof AccountError) return { output: error.message, code: 1 };
    throw error;
  }
}
