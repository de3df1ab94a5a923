import 'server-only';
import { runOperatorCommand, type CommandResult } from './operator-cli';
import { describeRetention, runRetention } from './retention';

export type ConsoleTool = 'operator' | 'retention';

/** The staff commands (`npm run operator`, `npm run retention`), run here or inside the server. */
export async function runConsoleCommand(tool: ConsoleTool, args: string[], password: string | undefined, actorName?: string): Promise<CommandResult> {
  if (tool === 'retention') {
    const unknown = args.filter((arg) => arg !== '--dry-run');
    if (unknown.length > 0) return { output: 'Usage: npm run retention [-- --dry-run]', code: 2 };
    const dryRun = args.includes('--dry-run');
    return { output: describeRetention(await runRetention({ dryRun }), dryRun), code: 0 };
  }
  return runOperatorCommand(args, password, actorName);
}
