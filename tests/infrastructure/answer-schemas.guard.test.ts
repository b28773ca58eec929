import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files-under';

// Issue 36 §3, "one way to read an answer": a backend or host answer is read through a valibot
// schema in a `*.schema.ts` file beside the gateway that asks for it, and the schema maps it to the
// domain's type itself. No hand mapper (`*.mapper.ts`), no re-export shim (`*-answers.ts`), and no
// schema declared inside a gateway. The start-up gateways load their schemas with import(), so
// valibot stays out of the first load (architecture.md §8).

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const INFRASTRUCTURE = join(SRC, 'infrastructure');
/** The pieces every schema is built from; the one other file that may import valibot's values. */
const PIECES = join(INFRASTRUCTURE, 'shared/answer-schema.ts');

/** The start-up gateways (the eager features of `composition/feature-manifest.ts`, and the host). */
const START_UP = ['access', 'billing', 'tenant', 'members', 'host'].map((folder) =>
  join(INFRASTRUCTURE, folder),
);

const at = (path: string): string => relative(ROOT, path);

function code(path: string): string {
  return readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

/**
 * `./x.schema` of `import … from './x.schema'` (static) and of `import('./x.schema')` (lazy); a
 * type-only import reads nothing, so it is left out.
 */
function schemaImports(source: string): { readonly specifier: string; readonly lazy: boolean }[] {
  const imports: { specifier: string; lazy: boolean }[] = [];
  for (const match of source.matchAll(
    /(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.\/[^'"/]+\.schema)['"]/g,
  )) {
    const [, , typeKeyword, clause = '', specifier = ''] = match;
    if (typeKeyword === undefined && !allTyped(clause)) imports.push({ specifier, lazy: false });
  }
  for (const match of source.matchAll(/\bimport\(\s*['"](\.\/[^'"/]+\.schema)['"]\s*\)/g))
    imports.push({ specifier: match[1] ?? '', lazy: true });
  return imports;
}

/** `{ type A, type B }`: every name of the clause is a type. */
function allTyped(clause: string): boolean {
  const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
  return (
    names !== undefined &&
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith('type '))
  );
}

/** Whether the module imports valibot's values (a type-only import is erased from the bundle). */
const importsValibotValues = (source: string): boolean =>
  [...source.matchAll(/import\s+(type\s+)?([^'";]*?)\s*from\s*['"]valibot['"]/g)].some(
    ([, typeKeyword, clause = '']) => typeKeyword === undefined && !allTyped(clause),
  );

/** Whether the module reads an answer (with the pieces' readers or valibot's own parsers). */
const readsAnswers = (source: string): boolean =>
  /(\b(readAnswer|answerReader|parsedOrNone|itemsOfAnswer)|(?<!JSON)\.(safeParse|parse))\s*[(<]/.test(source);

const isSchema = (path: string): boolean => path.endsWith('.schema.ts');

/** The problems of the source tree with the rule (empty when it holds). */
export function answerReadingProblems(files: readonly string[], read: (path: string) => string): string[] {
  const problems: string[] = [];
  for (const path of files) {
    const name = basename(path);
    if (name.endsWith('.mapper.ts')) problems.push(`${at(path)}: a hand mapper (read through a *.schema.ts)`);
    if (name.endsWith('-answers.ts'))
      problems.push(`${at(path)}: an answers shim (import the schema itself)`);
    if (!path.startsWith(INFRASTRUCTURE) || !path.endsWith('.ts') || isSchema(path) || path === PIECES)
      continue;
    const source = read(path);
    if (importsValibotValues(source))
      problems.push(`${at(path)}: declares schemas with valibot (they belong in a *.schema.ts)`);
    if (!readsAnswers(source)) continue;
    const imports = schemaImports(source);
    if (imports.length === 0) problems.push(`${at(path)}: reads answers without a sibling *.schema.ts`);
    for (const { specifier, lazy } of imports) {
      if (!files.includes(join(dirname(path), `${specifier}.ts`)))
        problems.push(`${at(path)}: '${specifier}' is no sibling schema file`);
      if (!lazy && START_UP.includes(dirname(path)))
        problems.push(`${at(path)}: a start-up gateway imports '${specifier}' statically (use lazyImport)`);
    }
  }
  return problems;
}

const SOURCES = filesUnder(SRC);

describe('issue 36 §3: one way to read an answer', () => {
  it('issue 36 §3: no *.mapper.ts, no *-answers.ts; every gateway reads its answers through a sibling *.schema.ts', () => {
    expect(answerReadingProblems(SOURCES, code)).toEqual([]);
    expect(SOURCES.filter(isSchema).length).toBeGreaterThan(10);
  });

  it('issue 36 §3: every schema file is read by a gateway of its folder', () => {
    const unread = SOURCES.filter(isSchema).filter((schema) => {
      const specifier = `./${basename(schema, '.ts')}`;
      return !readdirSync(dirname(schema))
        .map((name) => join(dirname(schema), name))
        .some(
          (file) =>
            file !== schema && schemaImports(code(file)).some((found) => found.specifier === specifier),
        );
    });
    expect(unread.map(at)).toEqual([]);
  });

  it('issue 36 §3: the guard sees a mapper, a shim, a schema inside a gateway and a static start-up import', () => {
    const mapper = join(INFRASTRUCTURE, 'widgets/widget.mapper.ts');
    const shim = join(INFRASTRUCTURE, 'widgets/widget-answers.ts');
    const gateway = join(INFRASTRUCTURE, 'widgets/widgets.adapter.ts');
    const startUp = join(INFRASTRUCTURE, 'tenant/tenant.adapter.ts');
    const schema = join(INFRASTRUCTURE, 'tenant/tenant.schema.ts');
    const sources: Record<string, string> = {
      [mapper]: 'export const toWidget = (raw: unknown) => raw;',
      [shim]: "export const widgetAnswers = lazyImport(() => import('./widget.mapper'));",
      [gateway]:
        "import * as v from 'valibot';\nconst WIDGET = v.object({});\nreadAnswer(WIDGET, answer, 'widget');",
      [startUp]:
        "import { readAnswer, TENANT_SUMMARIES } from './tenant.schema';\nreadAnswer(TENANT_SUMMARIES, a, 'x');",
      [schema]: "import * as v from 'valibot';",
    };
    expect(answerReadingProblems(Object.keys(sources), (path) => sources[path] ?? '')).toEqual([
      'src/infrastructure/widgets/widget.mapper.ts: a hand mapper (read through a *.schema.ts)',
      'src/infrastructure/widgets/widget-answers.ts: an answers shim (import the schema itself)',
      'src/infrastructure/widgets/widgets.adapter.ts: declares schemas with valibot (they belong in a *.schema.ts)',
      'src/infrastructure/widgets/widgets.adapter.ts: reads answers without a sibling *.schema.ts',
      "src/infrastructure/tenant/tenant.adapter.ts: a start-up gateway imports './tenant.schema' statically (use lazyImport)",
    ]);
    expect(existsSync(PIECES)).toBe(true);
  });
});
