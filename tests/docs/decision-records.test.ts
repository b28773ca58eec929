import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 37 §17: the decisions are one record per feature (`docs/decisions/<feature>.md`), each reading
 * naming the spec section (or the issue, or "ours") that it reads, the code that does it and the test
 * that pins it. A record that names a file which is gone, or a test title which is gone, is no longer
 * true; so is a reading that cannot say where it comes from. These checks read the markdown only: a
 * backticked repository path must exist (a trailing slash: a folder), a `` `tests/…` › "fragment" ``
 * reference must find that literal fragment in that file's source, and every reading bullet
 * (`- **Title.** …`) must name `spec N §…`, `issue N` or `ours`.
 */

const ROOT = join(import.meta.dirname, '../..');
const RECORDS_DIR = 'docs/decisions';

/** The records, one per feature; an entry cannot go missing without this list changing. */
const EXPECTED_RECORDS = [
  'agents',
  'agents-report',
  'contract-and-members',
  'conversations',
  'copilot-and-calls',
  'knowledge-base',
  'miu-meu',
  'mtls',
  'pipelines',
  'plan-overview',
  'project',
  'reports-shared',
  'revenue',
  'shell-and-access',
  'single-conversations',
  'undo',
];

/** Where a repository path starts: the project's folders, or a file at the root. */
const PATH_PREFIX = /^(src|tests|simulator|scripts|deploy|docs|module|\.ci)\//;
const ROOT_FILE =
  /^(package\.json|package-lock\.json|tsconfig\.json|README\.md|index\.html|\.gitignore|\.prettierrc\.json|\.prettierignore|\.size-limit\.cjs|\.dependency-cruiser\.cjs|[a-z.-]+\.config\.(ts|mjs|js|cjs))$/;

/** The shortest test-title fragment that names one test rather than a common word. */
const MIN_FRAGMENT = 12;

/** A reading names where it comes from. */
const SOURCE = /\bspec [123] §\d|\bissue \d+\b|\bours\b/i;

interface Block {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

function recordFiles(): string[] {
  const dir = join(ROOT, RECORDS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `${RECORDS_DIR}/${name}`);
}

/**
 * A document cut into blocks: a heading, a bullet or a paragraph, its continuation lines joined with
 * a space (a code span or a test reference may wrap), each with the line it starts on.
 */
function blocks(file: string): Block[] {
  const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
  const found: Block[] = [];
  let current: { line: number; parts: string[] } | undefined;
  const close = (): void => {
    if (current !== undefined) found.push({ file, line: current.line, text: current.parts.join(' ') });
    current = undefined;
  };
  lines.forEach((raw, index) => {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      close();
      return;
    }
    const starts = /^(#{1,6} |\s*[-*] |\s*\d+\. |\|)/.test(line);
    if (starts || current === undefined) {
      close();
      current = { line: index + 1, parts: [line.trim()] };
    } else {
      current.parts.push(line.trim());
    }
  });
  close();
  return found;
}

const at = (block: Block): string => `${block.file}:${block.line}`;

function isRepositoryPath(span: string): boolean {
  return PATH_PREFIX.test(span) || ROOT_FILE.test(span);
}

/** What is wrong with a backticked repository path, or undefined. */
function pathProblem(span: string): string | undefined {
  if (/[{}*?[\]]/.test(span))
    return `\`${span}\`: brace groups and globs are not allowed, write the paths out`;
  if (span.includes('…')) return `\`${span}\`: an ellipsis is not a path, write it out`;
  const full = join(ROOT, span.replace(/\/$/, ''));
  if (!existsSync(full)) return `\`${span}\` does not exist`;
  const isDir = statSync(full).isDirectory();
  if (span.endsWith('/') && !isDir) return `\`${span}\` is not a folder`;
  if (!span.endsWith('/') && isDir) return `\`${span}\` is a folder: write it with a trailing slash`;
  return undefined;
}

const sources = new Map<string, string>();
function sourceOf(path: string): string {
  let text = sources.get(path);
  if (text === undefined) {
    text = readFileSync(join(ROOT, path), 'utf8');
    sources.set(path, text);
  }
  return text;
}

/** `` `path` › "a", "b" `` → the path and its fragments. */
function testReferences(text: string): { path: string; fragments: string[] }[] {
  const references: { path: string; fragments: string[] }[] = [];
  for (const match of text.matchAll(/`([^`]+)`\s*›\s*((?:"[^"]*"(?:\s*(?:,|›)\s*)?)+)/g)) {
    const fragments = [...match[2]!.matchAll(/"([^"]*)"/g)].map((quoted) => quoted[1]!);
    references.push({ path: match[1]!, fragments });
  }
  return references;
}

/** Every problem of one document for checks 1 and 2, as 'file:line: what'. */
function referenceProblems(file: string): string[] {
  const problems: string[] = [];
  for (const block of blocks(file)) {
    for (const match of block.text.matchAll(/`([^`]+)`/g)) {
      // A command line (`deploy/serve.mjs --flag`) names its script first.
      const span = match[1]!.trim().split(/\s+/)[0]!;
      if (!isRepositoryPath(span)) continue;
      const problem = pathProblem(span);
      if (problem !== undefined) problems.push(`${at(block)}: ${problem}`);
    }
    for (const { path, fragments } of testReferences(block.text)) {
      if (!isRepositoryPath(path) || pathProblem(path) !== undefined || path.endsWith('/')) {
        problems.push(`${at(block)}: a test reference must name an existing file, not \`${path}\``);
        continue;
      }
      const source = sourceOf(path);
      for (const fragment of fragments) {
        if (fragment.length < MIN_FRAGMENT) {
          problems.push(`${at(block)}: "${fragment}" is shorter than ${MIN_FRAGMENT} characters`);
        } else if (!source.includes(fragment)) {
          problems.push(`${at(block)}: no test title in \`${path}\` holds "${fragment}"`);
        }
      }
    }
  }
  return problems;
}

/** Reading bullets ('- **Title.** …') that name no source. */
function unsourcedReadings(file: string): string[] {
  return blocks(file)
    .filter((block) => block.text.startsWith('- **') && !SOURCE.test(block.text))
    .map((block) => `${at(block)}: '${block.text.slice(0, 70)}…' names no spec section, issue or "ours"`);
}

/** The record's own shape: its title and its covering paragraph. */
function shapeProblems(file: string): string[] {
  const first = blocks(file);
  const problems: string[] = [];
  if (!/^# .+: decisions$/.test(first[0]?.text ?? '')) {
    problems.push(`${file}:1: a record starts with '# <Feature>: decisions'`);
  }
  const intro = first[1];
  if (intro === undefined || /^(#|- |\|)/.test(intro.text)) {
    problems.push(`${file}:2: a record's title is followed by a paragraph saying what it covers`);
  }
  return problems;
}

const RECORDS = recordFiles();
const CHECKED = [...RECORDS, ...(existsSync(join(ROOT, 'docs/decisions.md')) ? ['docs/decisions.md'] : [])];

describe('decision records (issue 37 §17)', () => {
  it('issue 37 §17: the folder holds exactly one record per feature', () => {
    const names = RECORDS.map((file) => file.slice(RECORDS_DIR.length + 1, -'.md'.length));
    expect([...names].sort()).toEqual([...EXPECTED_RECORDS].sort());
  });

  it('issue 37 §17: every record starts with its title and what it covers', () => {
    expect(RECORDS.flatMap(shapeProblems)).toEqual([]);
  });

  it.each(CHECKED)('issue 37 §17: every file and test that %s names exists', (file) => {
    expect(referenceProblems(file)).toEqual([]);
  });

  it.each(RECORDS)('issue 37 §17: every reading of %s names its spec section, issue or "ours"', (file) => {
    expect(unsourcedReadings(file)).toEqual([]);
  });
});

describe('decision records checker (issue 37 §17)', () => {
  it('issue 37 §17: the checker reads paths, folders, globs and test fragments', () => {
    expect(pathProblem('tests/docs/decision-records.test.ts')).toBeUndefined();
    expect(pathProblem('tests/docs/')).toBeUndefined();
    expect(pathProblem('tests/docs')).toMatch(/trailing slash/);
    expect(pathProblem('tests/docs/decision-records.test.ts/')).toMatch(/not a folder/);
    expect(pathProblem('tests/docs/no-such-file.test.ts')).toMatch(/does not exist/);
    expect(pathProblem('src/{domain,application}/')).toMatch(/write the paths out/);
    expect(pathProblem('src/domain/*.ts')).toMatch(/write the paths out/);
    expect(isRepositoryPath('vite.config.ts')).toBe(true);
    expect(isRepositoryPath('/tenants/{id}')).toBe(false);
    expect(testReferences('Tests: `tests/a.test.ts` › "first fragment", "second fragment".')).toEqual([
      { path: 'tests/a.test.ts', fragments: ['first fragment', 'second fragment'] },
    ]);
    expect(SOURCE.test('- **A (spec 1 §2).** …')).toBe(true);
    expect(SOURCE.test('- **A (issue 24 §3).** …')).toBe(true);
    expect(SOURCE.test('- **A.** Ours: …')).toBe(true);
    expect(SOURCE.test('- **A.** Nothing said.')).toBe(false);
  });
});
