import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files-under';

/**
 * Issue 36 §5: one suffix per role across src/, as docs/architecture.md §1 tables them. Each rule
 * below reads the files themselves, so a renamed role or a class in the wrong file fails here.
 */
const ROOT = join(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

const SOURCES = filesUnder(SRC)
  .filter((path) => /\.tsx?$/.test(path))
  .map((path) => ({ path: relative(ROOT, path).replaceAll('\\', '/'), text: readFileSync(path, 'utf8') }));

/** The suffixes the roles had before one was chosen for each (ports, adapters, MobX classes). */
const RETIRED = [
  '.gateway.ts',
  '.command-gateway.ts',
  '.gateway-adapter.ts',
  '.http-gateway.ts',
  '.http-uploader.ts',
  '.host-modal.ts',
  '.state.ts',
  '.mapper.ts',
];

/**
 * Where each role's suffix may live. Ports are the application's, but for the one the presenters
 * read their texts through (src/presentation/shared/texts.port.ts): i18n is the presentation's.
 */
const LAYERS_OF_SUFFIX: Readonly<Record<string, readonly string[]>> = {
  '.port.ts': ['src/application/', 'src/presentation/shared/'],
  '.use-case.ts': ['src/application/'],
  '.adapter.ts': ['src/infrastructure/'],
  '.schema.ts': ['src/infrastructure/'],
  '.presenter.ts': ['src/presentation/'],
  '.store.ts': ['src/presentation/'],
  '.view.tsx': ['src/presentation/'],
};

/** The MobX building blocks every presenter uses: helpers, not a page's state. */
const MOBX_HELPERS = ['src/presentation/shared/async-load.ts', 'src/presentation/shared/observable-state.ts'];

/** Names a file imports from an application port (`… from '….port'`). */
function portNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'[^']*\.port'/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .replace(/\btype\b/, '')
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (name) names.add(name);
    }
  }
  return names;
}

export function roleProblems(sources: readonly { path: string; text: string }[]): string[] {
  const problems: string[] = [];
  for (const { path, text } of sources) {
    const retired = RETIRED.find((suffix) => path.endsWith(suffix));
    if (retired !== undefined) problems.push(`${path}: '${retired}' is no role suffix any more`);
    for (const [suffix, layers] of Object.entries(LAYERS_OF_SUFFIX)) {
      if (path.endsWith(suffix) && !layers.some((layer) => path.startsWith(layer))) {
        problems.push(`${path}: '${suffix}' belongs in ${layers.join(' or ')}`);
      }
    }
    if (path.startsWith('src/infrastructure/')) {
      const ports = portNames(text);
      for (const match of text.matchAll(/class\s+(\w+)[^{]*\bimplements\s+([\w\s,<>]+)\{/g)) {
        const implemented = match[2]!.split(',').map((name) => name.replace(/<.*$/, '').trim());
        if (implemented.some((name) => ports.has(name)) && !path.endsWith('.adapter.ts')) {
          problems.push(`${path}: ${match[1]} implements a port, so it lives in a *.adapter.ts`);
        }
      }
    }
    const observable = /\bmake(?:AutoObservable|Observable|ObservableState)\(/.test(text);
    if (
      observable &&
      path.startsWith('src/presentation/') &&
      !MOBX_HELPERS.includes(path) &&
      !path.endsWith('.presenter.ts') &&
      !path.endsWith('.store.ts')
    ) {
      problems.push(`${path}: a MobX class lives in a *.presenter.ts (or a *.store.ts kept across pages)`);
    }
  }
  return problems;
}

describe('issue 36 §5: one suffix per role (docs/architecture.md §1)', () => {
  it('issue 36 §5: no retired suffix; ports, adapters, schemas, presenters and stores in their layers; a port implementation is an adapter; a MobX class is a presenter or a store', () => {
    expect(roleProblems(SOURCES)).toEqual([]);
  });

  it('issue 36 §5: every port file holds an interface, every adapter file a class', () => {
    const ports = SOURCES.filter(({ path }) => path.endsWith('.port.ts'));
    const adapters = SOURCES.filter(({ path }) => path.endsWith('.adapter.ts'));
    expect(ports.length).toBeGreaterThan(30);
    expect(adapters.length).toBeGreaterThan(30);
    expect(
      ports.filter(({ text }) => !/export (?:interface|type) \w+/.test(text)).map(({ path }) => path),
    ).toEqual([]);
    expect(adapters.filter(({ text }) => !/export class \w+/.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('issue 36 §5: the check sees a retired suffix, a misplaced suffix, a port class outside an adapter and a stray MobX class', () => {
    const problems = roleProblems([
      { path: 'src/application/widgets/widgets.gateway.ts', text: '' },
      { path: 'src/presentation/widgets/widgets.adapter.ts', text: 'export class A {}' },
      {
        path: 'src/infrastructure/widgets/widgets.command.ts',
        text: "import type { WidgetsGateway } from '../../application/widgets/widgets.port';\nexport class W implements WidgetsGateway {}",
      },
      { path: 'src/presentation/widgets/widget-filter.ts', text: 'makeAutoObservable(this);' },
    ]);
    expect(problems).toEqual([
      "src/application/widgets/widgets.gateway.ts: '.gateway.ts' is no role suffix any more",
      "src/presentation/widgets/widgets.adapter.ts: '.adapter.ts' belongs in src/infrastructure/",
      'src/infrastructure/widgets/widgets.command.ts: W implements a port, so it lives in a *.adapter.ts',
      'src/presentation/widgets/widget-filter.ts: a MobX class lives in a *.presenter.ts (or a *.store.ts kept across pages)',
    ]);
  });
});
