import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Tests load the same build of the metadata polyfill that production loads (issue 21 §4): the
// lite build, the one Inversify 8 imports itself. Every entry imports it first, by one name.

const ROOT = resolve(import.meta.dirname, '../..');
const ENTRIES = ['src/main.tsx', 'simulator/page/main.tsx', 'tests/setup/node.setup.ts'];

function polyfillImports(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  return [...source.matchAll(/^import\s+['"](reflect-metadata[^'"]*)['"]/gm)].map((match) => match[1] ?? '');
}

describe('reflect-metadata build', () => {
  it.each(ENTRIES)('%s imports the lite build, and only it', (file) => {
    expect(polyfillImports(file)).toEqual(['reflect-metadata/lite']);
  });
});
