import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a CommonJS script without types
import { unusedDependencies } from '../../scripts/dependencies-used.cjs';

const unused = unusedDependencies as (root?: string) => string[];
const roots: string[] = [];

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'deps-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('dependencies-used (issue 21: no dependency stays unused)', () => {
  const base = {
    'scripts/test-all.mjs': "step('lint', bin('linter'))",
    'node_modules/linter/package.json': JSON.stringify({ name: 'linter', bin: 'cli.js' }),
    'node_modules/formatter/package.json': JSON.stringify({ name: 'formatter', bin: { fmt: 'fmt.js' } }),
    'src/main.ts': "import { a } from 'a';\nconst b = await import('@scope/b/sub');",
    'tests/x.test.ts': "import 'c';",
  };

  it('imports, type packages, commands of npm scripts and of the test runner count as used', () => {
    const root = project({
      ...base,
      'package.json': JSON.stringify({
        scripts: { format: 'fmt --write .' },
        dependencies: { a: '1', '@scope/b': '1' },
        devDependencies: { c: '1', '@types/a': '1', '@types/node': '1', linter: '1', formatter: '1' },
      }),
    });
    expect(unused(root)).toEqual([]);
  });

  it('a dependency nothing imports, runs or loads is named', () => {
    const root = project({
      ...base,
      'package.json': JSON.stringify({
        dependencies: { a: '1', 'left-over': '1' },
        devDependencies: { '@types/left-over-too': '1', formatter: '1' },
      }),
    });
    expect(unused(root)).toEqual(['left-over', '@types/left-over-too', 'formatter']);
  });
});
