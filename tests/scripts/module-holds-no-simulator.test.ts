import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

interface Chunk {
  readonly fileName: string;
  readonly sources?: readonly string[];
}
const { simulatorTraces } = createRequire(import.meta.url)('../../scripts/module-holds-no-simulator.cjs') as {
  simulatorTraces: (dir: string, chunks: readonly Chunk[]) => string[];
};

let dir = '';
function moduleBuild(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), 'module-build-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const CLEAN_CHUNK = { fileName: 'assets/module-a1.js', sources: ['src/main.tsx', 'src/domain/x.ts'] };

describe('issue 20 §1: the module build holds no fake host, simulator, scenario data or test certificate', () => {
  it('a build of module sources only passes', () => {
    const built = moduleBuild({ 'index.html': '<div id="root"></div>', 'assets/module-a1.js': 'export{}' });
    expect(simulatorTraces(built, [CLEAN_CHUNK])).toEqual([]);
  });

  it('a chunk built from a file under simulator/ is a trace', () => {
    const built = moduleBuild({ 'assets/module-a1.js': 'export{}' });
    const chunk = { fileName: 'assets/memory-b2.js', sources: ['simulator/fake-host/fake-host.ts'] };
    expect(simulatorTraces(built, [CLEAN_CHUNK, chunk])).toEqual([
      'assets/memory-b2.js is built from simulator/fake-host/fake-host.ts',
    ]);
  });

  it('the test certificate, the fake storage and scenario data in the files are traces', () => {
    const built = moduleBuild({
      'fake-storage/test-certificate.pfx': 'binary',
      'assets/data-c3.js': 'const tenant="Lojas Aurora";fetch("/fake-storage/media")',
    });
    expect(simulatorTraces(built, [CLEAN_CHUNK])).toEqual([
      "assets/data-c3.js contains 'fake-storage'",
      "assets/data-c3.js contains 'Lojas Aurora'",
      'fake-storage/test-certificate.pfx is a simulator file',
    ]);
  });
});
