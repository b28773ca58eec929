import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

/** The commands of an npm script, split on '&&'. */
const steps = (name: string): string[] => (scripts[name] ?? '').split('&&').map((step) => step.trim());

describe('issue 35 §6: `npm run build` is the module alone; the simulator has its own build', () => {
  it('issue 35 §6: build type-checks, builds the module only, then proves it holds no simulator', () => {
    const build = steps('build');
    expect(build[0]).toBe('tsc -p tsconfig.json --noEmit');
    expect(build.filter((step) => step.startsWith('vite build'))).toEqual(['vite build']);
    expect(build.at(-1)).toBe('node scripts/module-holds-no-simulator.cjs');
    expect(scripts['build']).not.toMatch(/simulator(?!\.cjs)/);
  });

  it('issue 35 §6: the simulator builds with build:simulator; what serves or tests it builds it first', () => {
    expect(scripts['build:simulator']).toBe('vite build --mode simulator');
    expect(steps('preview')[0]).toMatch(/^vite build --mode simulator\b/);
    // npm test and the benchmark run scripts/e2e.mjs, which builds the simulator unless told it is built.
    const e2e = readFileSync('scripts/e2e.mjs', 'utf8');
    expect(e2e).toContain("['build', '--mode', 'simulator'");
    expect(scripts['bench']).toContain('node scripts/e2e.mjs');
    const testAll = readFileSync('scripts/test-all.mjs', 'utf8');
    expect(testAll).toContain("['build', '--mode', 'simulator'");
  });

  it("issue 35 §6: the module build's configuration writes dist/module/ only, with the module's public files", async () => {
    const config = await resolveConfig({ logLevel: 'silent' }, 'build', 'production');
    expect(config.build.outDir).toBe(resolve('dist/module'));
    expect(config.publicDir).toBe(resolve('module/public'));
    const input = config.build.rolldownOptions.input as Record<string, string>;
    expect(Object.values(input)).toEqual([resolve('module/index.html')]);
  });
});
