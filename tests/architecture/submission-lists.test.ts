import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WORDS } from '@/content/submissions/words.generated';
import { SUBMISSION_TYPES } from '@/server/submissions/registry';
// @ts-expect-error plain JavaScript module run by npm before TypeScript is (no type declarations)
import * as lists from '../../scripts/submission-lists.mjs';

const { DEFINITIONS_LIST, WORDS_LIST, submissionLists, writeSubmissionLists } = lists;

// Decision 178, "Fourteenth step": a submission type is listed by its words file and its definition
// alone; scripts/submission-lists.mjs writes both lists from them. Nothing here names a real type,
// so a newcomer's new type passes it unchanged.
const root = path.resolve(import.meta.dirname, '../..');
const roots: string[] = [];

/** A copy of the folders the lists are read from, to add a type to without touching the sources. */
function copyOfSources() {
  const copy = mkdtempSync(path.join(tmpdir(), 'submission-lists-'));
  roots.push(copy);
  cpSync(path.join(root, 'content', 'submissions'), path.join(copy, 'content', 'submissions'), { recursive: true });
  cpSync(path.join(root, 'server'), path.join(copy, 'server'), { recursive: true });
  return copy;
}

afterEach(() => {
  for (const copy of roots.splice(0)) rmSync(copy, { recursive: true, force: true });
});

const TYPES = Object.keys(WORDS);
const POSITIONS = Object.values(WORDS).map((words) => words.CONSOLE_POSITION);
// A made-up type no real one could be: its file, folder and names only this test uses.
const FIXTURE = { file: 'list-test-fixture.ts', type: 'list_test_fixture', folder: 'list-test-fixture' };
const fixtureWords = (position: number) =>
  `export const CONSOLE_LABEL = 'Fixture';\nexport const CONSOLE_POSITION = ${position};\n`;
const FIXTURE_DEFINITION =
  'export const listTestFixtureType = defineSubmissionType({\n  type: "list_test_fixture",\n});\n';

/** The made-up type's words file (at `position`) and definition, added to a copy of the sources. */
function withFixture(copy: string, position: number) {
  writeFileSync(path.join(copy, 'content', 'submissions', FIXTURE.file), fixtureWords(position));
  mkdirSync(path.join(copy, 'server', FIXTURE.folder), { recursive: true });
  writeFileSync(path.join(copy, 'server', FIXTURE.folder, 'submit.ts'), FIXTURE_DEFINITION);
}

describe('the lists of submission types', () => {
  it('hold every type the sources declare, in the console order, each with its definition', () => {
    expect(TYPES.length).toBeGreaterThan(0);
    expect(POSITIONS).toEqual([...POSITIONS].sort((a, b) => a - b));
    expect(Object.keys(SUBMISSION_TYPES).sort()).toEqual([...TYPES].sort());
  });

  it('list a new type from its words file and its definition, with no list edited by hand', () => {
    const copy = copyOfSources();
    withFixture(copy, Math.max(...POSITIONS) + 1);

    expect((writeSubmissionLists(copy) as string[]).sort()).toEqual([WORDS_LIST, DEFINITIONS_LIST].sort());
    const words = readFileSync(path.join(copy, WORDS_LIST), 'utf8');
    expect(words).toContain(`import * as ${FIXTURE.type} from './${FIXTURE.file}';`);
    expect(words).toContain(`export const WORDS = { ${[...TYPES, FIXTURE.type].join(', ')} };`);
    const definitions = readFileSync(path.join(copy, DEFINITIONS_LIST), 'utf8');
    expect(definitions).toContain(`import { listTestFixtureType } from '../${FIXTURE.folder}/submit';`);
    expect(definitions).toMatch(/export const DEFINITIONS = \[[^\]]*\blistTestFixtureType\b[^\]]*\] as const;/);
    // Written once: a second run finds nothing to change (a build's fingerprint stays the same).
    expect(writeSubmissionLists(copy)).toEqual([]);
  });

  it("name the words file that has no place among the console's types, or shares one", () => {
    const copy = copyOfSources();
    const file = path.join(copy, 'content', 'submissions', FIXTURE.file);
    writeFileSync(file, "export const CONSOLE_LABEL = 'Fixture';\n");
    expect(() => submissionLists(copy)).toThrow(
      new RegExp(`${FIXTURE.file.replace('.', '\\.')} declares CONSOLE_LABEL but not .*CONSOLE_POSITION`),
    );
    const first = `${TYPES[0]!.replaceAll('_', '-')}\\.ts`;
    const fixture = FIXTURE.file.replace('.', '\\.');
    withFixture(copy, POSITIONS[0]!);
    // Both files named, in whichever order their names sort.
    expect(() => submissionLists(copy)).toThrow(
      new RegExp(`(${first} and ${fixture}|${fixture} and ${first}) share CONSOLE_POSITION ${POSITIONS[0]}`),
    );
  });

  it('leave out what is not a words file or a definition', () => {
    const copy = copyOfSources();
    writeFileSync(path.join(copy, 'content', 'submissions', 'list-test-fixture.test.ts'), fixtureWords(99));
    writeFileSync(path.join(copy, 'server', 'submissions', 'list-test-fixture.test.ts'), FIXTURE_DEFINITION);
    const lists = submissionLists(copy) as Record<string, string>;
    expect(lists[WORDS_LIST]).not.toContain(FIXTURE.type);
    expect(lists[DEFINITIONS_LIST]).not.toContain('listTestFixtureType');
  });
});
