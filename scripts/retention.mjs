// npm run retention [-- --dry-run]: delete claim documents and personal fields past their age
// (RETENTION_DAYS_CLAIM_DOCUMENTS, RETENTION_DAYS_SUBMISSIONS); --dry-run only says what it would.
// npm run retention -- audit [--dry-run]: delete audit log rows older than RETENTION_DAYS_AUDIT
// (at least 365 days; the only way rows ever leave the audit log, and itself audited).
import { runTool } from './console-tool.mjs';

await runTool('retention', process.argv.slice(2));
