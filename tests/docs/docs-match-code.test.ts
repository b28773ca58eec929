import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../src/presentation/shell/routes/route-table';

const ROOT = join(import.meta.dirname, '../..');
const DOCS = [
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(join(ROOT, 'docs/decisions')).map((name) => `docs/decisions/${name}`),
  'README.md',
];
const TRACKED = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n');
const BASENAMES = new Set(TRACKED.map((file) => basename(file)));

/** What each doc writes between backticks, without trailing punctuation. */
function codeSpans(doc: string): string[] {
  const text = readFileSync(join(ROOT, doc), 'utf8');
  return [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]!.replace(/[,.;:]+$/, ''));
}

/** Files the build and the tools write (never tracked), and the README's made-up feature. */
const WRITTEN_BY_TOOLS = /^(dist\/|reports\/|\/module\/|mutation\.json$|incremental\.json$)|widget/i;
const FILE = /\.(tsx?|mjs|cjs|json|css|md|template|sh)$/;

function fileExists(name: string): boolean {
  if (TRACKED.includes(name)) return true;
  if (!name.includes('/')) return BASENAMES.has(name);
  return TRACKED.some((file) => file.endsWith(`/${name}`));
}

function locale(language: string, namespace: string, key: string): unknown {
  const texts: unknown = JSON.parse(
    readFileSync(join(ROOT, 'src/presentation/i18n/locales', language, `${namespace}.json`), 'utf8'),
  );
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe('the docs match the code (issue 22 §18)', () => {
  it('issue 22 §18: every file a doc names exists', () => {
    const missing = DOCS.flatMap((doc) =>
      codeSpans(doc)
        .filter((span) => FILE.test(span) && !/[*{<]/.test(span) && !/^(http|[.-])/.test(span))
        .filter((span) => !WRITTEN_BY_TOOLS.test(span) && !fileExists(span))
        .map((span) => `${doc}: ${span}`),
    );
    expect(missing).toEqual([]);
  });

  it("issue 22 §18: every page path a doc names is the route table's (or a backend address the code uses)", () => {
    const routes = new Set(ROUTE_TABLE.map((row) => row.path));
    const code = TRACKED.filter((file) => /^(src|simulator)\/.*\.tsx?$/.test(file))
      .map((file) => readFileSync(join(ROOT, file), 'utf8'))
      .join('\n');
    const unknown = DOCS.flatMap((doc) =>
      codeSpans(doc)
        .filter((span) => /^\/[a-z][a-z0-9-]*(\/[a-z0-9:-]+)*$/.test(span) && !span.endsWith('-'))
        .filter((span) => !span.startsWith('/usr/'))
        .filter((span) => {
          const page = span.replace(/^\/module(?=\/|$)/, '') || '/';
          return !routes.has(page) && !code.includes(`'${span}`) && !code.includes(`\`${span}`);
        })
        .map((span) => `${doc}: ${span}`),
    );
    expect(unknown).toEqual([]);
  });

  it('issue 22 §18: the text tables of the decisions are the locale files’ texts, key for key', () => {
    const stale: string[] = [];
    for (const doc of DOCS) {
      let namespace: string | undefined;
      for (const line of readFileSync(join(ROOT, doc), 'utf8').split('\n')) {
        const heading = /^### Namespace `(\w+)`/.exec(line);
        if (heading) namespace = heading[1];
        else if (!line.startsWith('|')) namespace = line.trim() === '' ? namespace : undefined;
        else if (namespace !== undefined && !/^\| (key|-)/.test(line)) {
          const [key, en, pt, es] = line
            .slice(1, -1)
            .split('|')
            .map((cell) => cell.trim());
          const cells = { en, pt, es };
          for (const [language, text] of Object.entries(cells)) {
            if (locale(language, namespace, key!) !== text)
              stale.push(`${doc}: ${namespace}:${key} (${language})`);
          }
        }
      }
    }
    expect(stale).toEqual([]);
  });
});
