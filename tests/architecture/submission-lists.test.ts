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
// alone; scripts/submission-lists.mjs writes both lists from them.
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

const DENTAL_WORDS = "export const CONSOLE_LABEL = 'Dental plan';\nexport const CONSOLE_POSITION = 5;\n";
const DENTAL_DEFINITION = 'export const dentalPlanType = defineSubmissionType({\n  type: "dental_plan",\n});\n';

describe('the lists of submission types', () => {
  it('hold every type the sources declare, in the console order, each with its definition', () => {
    expect(Object.keys(WORDS)).toEqual(['claim', 'business_inquiry', 'lead', 'home_assessment']);
    expect(Object.keys(SUBMISSION_TYPES).sort()).toEqual(Object.keys(WORDS).sort());
    // What is on disk is what the sources give now (npm test wrote it before the tests ran).
    for (const [file, text] of Object.entries(submissionLists(root) as Record<string, string>)) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).toBe(text);
    }
  });

  it('list a new type from its words file and its definition, with no list edited by hand', () => {
    const copy = copyOfSources();
    writeFileSync(path.join(copy, 'content', 'submissions', 'dental-plan.ts'), DENTAL_WORDS);
    mkdirSync(path.join(copy, 'server', 'dental'));
    writeFileSync(path.join(copy, 'server', 'dental', 'submit.ts'), DENTAL_DEFINITION);

    expect((writeSubmissionLists(copy) as string[]).sort()).toEqual([WORDS_LIST, DEFINITIONS_LIST].sort());
    const words = readFileSync(path.join(copy, WORDS_LIST), 'utf8');
    expect(words).toContain("import * as dental_plan from './dental-plan.ts';");
    expect(words).toContain('export const WORDS = { claim, business_inquiry, lead, home_assessment, dental_plan };');
    const definitions = readFileSync(path.join(copy, DEFINITIONS_LIST), 'utf8');
    expect(definitions).toContain("import { dentalPlanType } from '../dental/submit';");
    expect(definitions).toMatch(/export const DEFINITIONS = \[[^\]]*\bdentalPlanType\b[^\]]*\] as const;/);
    // Written once: a second run finds nothing to change (a build's fingerprint stays the same).
    expect(writeSubmissionLists(copy)).toEqual([]);
  });

  it("name the words file that has no place among the console's types, or shares one", () => {
    const copy = copyOfSources();
    const file = path.join(copy, 'content', 'submissions', 'dental-plan.ts');
    writeFileSync(file, "export const CONSOLE_LABEL = 'Dental plan';\n");
    expect(() => submissionLists(copy)).toThrow(/dental-plan\.ts declares CONSOLE_LABEL but not .*CONSOLE_POSITION/);
    writeFileSync(file, DENTAL_WORDS.replace('5', '2'));
    expect(() => submissionLists(copy)).toThrow(/business-inquiry\.ts and dental-plan\.ts share CONSOLE_POSITION 2/);
  });

  it('leave out what is not a words file or a definition', () => {
    const copy = copyOfSources();
    writeFileSync(path.join(copy, 'content', 'submissions', 'dental-plan.test.ts'), DENTAL_WORDS);
    writeFileSync(path.join(copy, 'server', 'submissions', 'dental.test.ts'), DENTAL_DEFINITION);
    const lists = submissionLists(copy);
    expect(lists[WORDS_LIST]).not.toContain('dental');
    expect(lists[DEFINITIONS_LIST]).not.toContain('dental');
  });
});
