import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The W3C Nu HTML Checker's jar, from the vnu-jar package. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

export interface VnuError {
  page: string;
  message: string;
  line?: number;
  extract?: string;
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * Checks several HTML documents with the Nu checker in ONE Java run (it takes seconds to start):
 * each is written to a file of a temporary folder and named back by its label. Returns the errors
 * (warnings left out) of every document; throws when Java or the checker cannot run.
 */
export async function checkHtml(documents: { label: string; html: string }[]): Promise<VnuError[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'im-vnu-'));
  try {
    const labelOf = new Map<string, string>();
    const files = documents.map(({ label, html }, index) => {
      const file = path.join(folder, `page-${index}.html`);
      writeFileSync(file, html);
      labelOf.set(pathToFileURL(file).href.replace(/^file:\/\//, 'file:'), label);
      return file;
    });
    const output = await new Promise<string>((resolve, reject) => {
      // --exit-zero-always: the exit code says nothing we do not read from the report.
      execFile(
        'java',
        ['-jar', VNU_JAR, '--format', 'json', '--exit-zero-always', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          if (error)
            reject(new Error(`The Nu checker did not run (is Java 11+ installed?): ${error.message}\n${stderr}`));
          // The JSON report goes to stderr.
          else resolve(stderr || stdout);
        },
      );
    });
    const report = JSON.parse(output) as { messages: VnuMessage[] };
    return report.messages
      .filter((message) => message.type !== 'info')
      .map((message) => ({
        page: (message.url && labelOf.get(message.url)) ?? message.url ?? '(checker)',
        message: message.message,
        line: message.lastLine,
        extract: message.extract,
      }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
