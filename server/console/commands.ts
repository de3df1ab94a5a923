import 'server-only';
import path from 'node:path';
import { createBackup, describeBackup } from '../backup/backup';
import { runOperatorCommand, type CommandResult } from './operator-cli';
import { userInfo } from 'node:os';
import { describeAuditRetention, describeRetention, runAuditRetention, runRetention } from './retention';

export type ConsoleTool = 'operator' | 'retention' | 'backup';

/** The staff commands (`npm run operator`, `npm run retention`, `npm run backup`), run here or inside the server. */
export async function runConsoleCommand(
  tool: ConsoleTool,
  args: string[],
  password: string | undefined,
  actorName?: string,
): Promise<CommandResult> {
  if (tool === 'backup') {
    // The archive's absolute path (the command resolves it where it runs), decision 151.
    if (args.length !== 1 || !path.isAbsolute(args[0]!))
      return { output: 'Usage: npm run backup [-- FILE.tar.gz]', code: 2 };
    try {
      return { output: describeBackup(args[0]!, await createBackup(args[0]!)), code: 0 };
    } catch (error) {
      return { output: `Backup failed: ${error instanceof Error ? error.message : String(error)}`, code: 1 };
    }
  }
  if (tool === 'retention') {
    const audit = args[0] === 'audit';
    const rest = audit ? args.slice(1) : args;
    const unknown = rest.filter((arg) => arg !== '--dry-run');
    if (unknown.length > 0) return { output: 'Usage: npm run retention [-- [audit] --dry-run]', code: 2 };
    const dryRun = rest.includes('--dry-run');
    // The audit log's retention is its own command, never part of the daily job (decision 126).
    if (audit)
      return {
        output: describeAuditRetention(
          await runAuditRetention({ dryRun, actor: actorName ?? `cli:${userInfo().username}` }),
          dryRun,
        ),
        code: 0,
      };
    return { output: describeRetention(await runRetention({ dryRun }), dryRun), code: 0 };
  }
  return runOperatorCommand(args, password, actorName);
}
