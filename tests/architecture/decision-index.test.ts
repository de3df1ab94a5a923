/**
 * docs/decisions/README.md is where a newcomer finds a decision (the developers' guide: keep the
 * records true to the code): every record is listed there, under its own title, and nothing is
 * listed that is not a record.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceRoot as root } from '../support/source-imports';

const folder = path.join(root, 'docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
/** `| [<title>](<file>) | date | status |` rows, by file. */
const listed = new Map([...index.matchAll(/^\| \[([^\]]+)\]\(([^)]+)\)/gm)].map(([, title, file]) => [file!, title!]));

describe('the decision records index', () => {
  it('lists every record under the title its file gives', () => {
    const wrong = records
      .map((file) => {
        const heading = readFileSync(path.join(folder, file), 'utf8').match(/^# (.+)$/m)?.[1];
        return { file, heading, listed: listed.get(file) };
      })
      .filter(({ heading, listed }) => heading === undefined || listed !== heading);
    expect(wrong).toEqual([]);
  });

  it('lists no file that is not a record', () => {
    expect([...listed.keys()].filter((file) => !records.includes(file))).toEqual([]);
  });
});
