// npm run operator -- add EMAIL --role admin|agent | list | disable EMAIL | reset EMAIL | totp EMAIL
// The password for `add` is read from standard input (never from the command line, which other
// users can see); without one, the command prints a one-time set-password link.
import { runTool } from './console-tool.mjs';

const args = process.argv.slice(2);
let password;
if (args[0] === 'add' && !process.stdin.isTTY) {
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  password = text.replace(/\r?\n$/, '') || undefined;
}
await runTool('operator', args, password);
