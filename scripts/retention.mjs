// npm run retention [-- --dry-run]: delete claim documents and personal fields past their age
// (RETENTION_DAYS_CLAIM_DOCUMENTS, RETENTION_DAYS_SUBMISSIONS); --dry-run only says what it would.
import { runTool } from './console-tool.mjs';

await runTool('retention', process.argv.slice(2));
