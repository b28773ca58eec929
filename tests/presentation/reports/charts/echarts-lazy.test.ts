import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// architecture.md §8: ECharts is never in the first load (the home route). Nothing renders a chart
// yet, so the bundle report cannot show it; these checks read the sources instead: no static
// import of ECharts in the chart view, and none anywhere src/main.tsx reaches statically.

const ROOT = resolve(import.meta.dirname, '../../../..');
const CHARTS_DIR = join(ROOT, 'src/presentation/reports/charts');
const SETUP = join(CHARTS_DIR, 'echarts-setup.ts');
const ECHARTS = /^echarts(-for-react)?(\/|$)/;

interface StaticImport {
  readonly specifier: string;
  /** `import type …`, or braces whose every name is `type X`: erased from the bundle. */
  readonly typeOnly: boolean;
}

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** The static `import … from`, `export … from` and `import '…'` of a module (not import()). */
function staticImports(source: string): StaticImport[] {
  const code = withoutComments(source);
  const found: StaticImport[] = [];
  const fromClause = /(?:^|[\n;])\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const match of code.matchAll(fromClause)) {
    const [, , typeKeyword, clause = '', specifier = ''] = match;
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1];
    const allTyped =
      names !== undefined &&
      names
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean)
        .every((name) => name.startsWith('type '));
    found.push({ specifier, typeOnly: typeKeyword !== undefined || allTyped });
  }
  for (const match of code.matchAll(/(?:^|[\n;])\s*import\s*['"]([^'"]+)['"]/g)) {
    found.push({ specifier: match[1] ?? '', typeOnly: false });
  }
  return found;
}

function resolveModule(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file) && statSync(file).isFile());
}

/** Every module an entry reaches through static value imports, and the packages they import. */
function staticClosure(entry: string): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    for (const { specifier, typeOnly } of staticImports(readFileSync(file, 'utf8'))) {
      if (typeOnly) continue;
      const target = resolveModule(file, specifier);
      if (target) stack.push(target);
      else if (!specifier.startsWith('.')) packages.set(specifier, relative(ROOT, file));
    }
  }
  return { files, packages };
}

const chartFiles = readdirSync(CHARTS_DIR)
  .filter((name) => /\.tsx?$/.test(name))
  .map((name) => join(CHARTS_DIR, name));

describe('ECharts stays out of the first load (architecture.md §3, §8)', () => {
  it("EChart.view.tsx has no static `from 'echarts…'` import", () => {
    const source = withoutComments(readFileSync(join(CHARTS_DIR, 'EChart.view.tsx'), 'utf8'));
    expect(source).not.toMatch(/from\s+['"]echarts/);
    expect(source).not.toMatch(/import\s+['"]echarts/);
  });

  it('the chart runtime reaches echarts-setup only through a dynamic import()', () => {
    const source = withoutComments(readFileSync(join(CHARTS_DIR, 'chart-runtime.ts'), 'utf8'));
    expect(source).toMatch(/import\(\s*['"]\.\/echarts-setup['"]\s*\)/);
  });

  it('only echarts-setup.ts imports ECharts code; every other chart file imports its types at most', () => {
    for (const file of chartFiles.filter((candidate) => candidate !== SETUP)) {
      const valueImports = staticImports(readFileSync(file, 'utf8')).filter(({ typeOnly }) => !typeOnly);
      const offending = valueImports.filter(
        ({ specifier }) => ECHARTS.test(specifier) || resolveModule(file, specifier) === SETUP,
      );
      expect(offending, relative(ROOT, file)).toEqual([]);
    }
  });

  it('nothing src/main.tsx reaches statically imports ECharts, echarts-for-react or echarts-setup', () => {
    const { files, packages } = staticClosure(join(ROOT, 'src/main.tsx'));
    expect(files.size).toBeGreaterThan(10);
    expect(files.has(SETUP)).toBe(false);
    expect([...packages.keys()].filter((name) => ECHARTS.test(name))).toEqual([]);
  });

  it('the chart view reaches no ECharts statically either (so a page that renders it stays light)', () => {
    const { files, packages } = staticClosure(join(CHARTS_DIR, 'EChart.view.tsx'));
    expect(files.has(join(CHARTS_DIR, 'chart-runtime.ts'))).toBe(true);
    expect(files.has(SETUP)).toBe(false);
    expect([...packages.keys()].filter((name) => ECHARTS.test(name))).toEqual([]);
  });

  it('the check sees ECharts where it is imported (echarts-setup.ts), so a passing check means something', () => {
    const { packages } = staticClosure(SETUP);
    expect([...packages.keys()].filter((name) => ECHARTS.test(name)).sort()).toEqual([
      'echarts/charts',
      'echarts/components',
      'echarts/core',
      'echarts/renderers',
    ]);
    expect(
      staticImports("import type { A } from 'echarts/core';\nimport { type B } from 'echarts';"),
    ).toEqual([
      { specifier: 'echarts/core', typeOnly: true },
      { specifier: 'echarts', typeOnly: true },
    ]);
    expect(staticImports("import {\n  init,\n  type B,\n} from 'echarts/core';")).toEqual([
      { specifier: 'echarts/core', typeOnly: false },
    ]);
  });
});
