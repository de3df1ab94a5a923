// Writes the two lists of submission types (decision 178, "Fourteenth step"), as `next typegen`
// writes route types: a type is declared by its files, and no hand-kept list names it again.
// - content/submissions/words.generated.ts: every words file of content/submissions/ (one that
//   declares `CONSOLE_LABEL`), keyed by its type (its file name, hyphens as underscores), in the
//   order of their `CONSOLE_POSITION`s, the console's order of types; content/submissions/index.ts
//   builds the site-wide lists from it.
// - server/submissions/definitions.generated.ts: every `export const <name> = defineSubmissionType(`
//   under server/; server/submissions/registry.ts builds the forms and endpoints from it.
// Both are left out of git (`*.generated.ts`). `npm install` writes them (postinstall), and so do
// the commands that read them: dev, build and start (scripts/build-if-needed.mjs), test,
// typecheck and Vitest's configuration. A file is rewritten only when its text changes, so a build's fingerprint and a
// development server's watcher see no change otherwise. Node's built-ins only: postinstall runs it
// before anything else is ready, on the production install too.
import { readdirSync, readFileSync, realpathSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const WORDS_LIST = 'content/submissions/words.generated.ts';
export const DEFINITIONS_LIST = 'server/submissions/definitions.generated.ts';

const HEADER = (source) =>
  `// Written by scripts/submission-lists.mjs from ${source}.\n` +
  '// Not in git: npm install, dev, build, start, test and typecheck rewrite it. Edit those files, not this one.\n';

const POSITION = /^export const CONSOLE_POSITION = (\d+);/m;
const DEFINITION = /^export const (\w+) = defineSubmissionType\(/gm;

/** The types' words files: every `.ts` of content/submissions/ that declares a console label, with its position. */
function wordsFiles(root) {
  const folder = path.join(root, 'content', 'submissions');
  return readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.generated.ts'))
    .sort()
    .flatMap((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      if (!/^export const CONSOLE_LABEL\b/m.test(text)) return [];
      const position = POSITION.exec(text);
      if (!position) {
        throw new Error(
          `content/submissions/${file} declares CONSOLE_LABEL but not its place among the console's types ` +
            'written as `export const CONSOLE_POSITION = <number>;` on a line of its own, as this script reads it ' +
            '(docs/architecture.md, "Adding a submission type").',
        );
      }
      return [{ file, type: file.slice(0, -'.ts'.length).replaceAll('-', '_'), position: Number(position[1]) }];
    });
}

function wordsList(root) {
  const files = wordsFiles(root).sort((a, b) => a.position - b.position);
  for (let i = 1; i < files.length; i++) {
    if (files[i].position === files[i - 1].position) {
      throw new Error(
        `content/submissions/${files[i - 1].file} and ${files[i].file} share CONSOLE_POSITION ${files[i].position}: ` +
          "each type needs its own place in the console's order.",
      );
    }
  }
  return (
    HEADER('the words files of content/submissions/') +
    files.map(({ file, type }) => `import * as ${type} from './${file}';\n`).join('') +
    "\n/** Every type's words file, by type, in the console's order of types. */\n" +
    `export const WORDS = { ${files.map(({ type }) => type).join(', ')} };\n`
  );
}

/** Every module under server/ (tests left out) with its definitions' exported names, by path. */
function definitionModules(root) {
  const server = path.join(root, 'server');
  return readdirSync(server, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.generated.ts'))
    .sort()
    .flatMap((file) => {
      const names = [...readFileSync(path.join(server, file), 'utf8').matchAll(DEFINITION)].map((match) => match[1]);
      return names.length ? [{ module: `../${file.slice(0, -'.ts'.length)}`, names }] : [];
    });
}

function definitionsList(root) {
  const modules = definitionModules(root);
  const names = modules.flatMap((module) => module.names);
  return (
    HEADER('the `defineSubmissionType` calls under server/') +
    "import 'server-only';\n" +
    modules.map(({ module, names }) => `import { ${names.join(', ')} } from '${module}';\n`).join('') +
    '\n/** Every submission type declared with `defineSubmissionType`. */\n' +
    `export const DEFINITIONS = [${names.join(', ')}] as const;\n`
  );
}

/** The two lists' texts, by the path each is written to. */
export function submissionLists(root) {
  return { [WORDS_LIST]: wordsList(root), [DEFINITIONS_LIST]: definitionsList(root) };
}

/** Writes the lists that changed; returns the paths written. */
export function writeSubmissionLists(root) {
  const written = [];
  for (const [file, text] of Object.entries(submissionLists(root))) {
    const full = path.join(root, file);
    let current = null;
    try {
      current = readFileSync(full, 'utf8');
    } catch {
      // Not written yet (a fresh clone).
    }
    if (current === text) continue;
    // Whole or not at all: a compiler or a second instance reading it meanwhile never sees half a list.
    writeFileSync(`${full}.tmp`, text);
    renameSync(`${full}.tmp`, full);
    written.push(file);
  }
  return written;
}

// Run as a command (npm's scripts), not imported: compared through the real path, as import.meta.url is.
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  try {
    writeSubmissionLists(path.resolve(import.meta.dirname, '..'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
