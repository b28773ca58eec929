import { defineConfig } from 'vitest/config';

// Mutation testing only (`npm run mutation`, see docs/testing.md): the tests that exercise the
// mutated folders, src/domain and src/infrastructure/host-bridge. Same environments as
// vitest.config.ts: the rules and the journal run in node, the bridge's window tests in jsdom.
export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Pure rules: one module graph for all files saves the per-file start-up on every mutant.
          isolate: false,
          // The property tests (fast-check) are slow under instrumentation on a busy machine; a
          // test timing out there would count as a killed mutant.
          testTimeout: 30_000,
          include: ['tests/domain/**/*.test.ts', 'tests/infrastructure/host-bridge/**/*.test.ts'],
          exclude: ['tests/**/*.dom.test.ts'],
          setupFiles: ['tests/setup/node.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          // The bridge's window tests build their own fake windows: one environment serves all.
          isolate: false,
          include: ['tests/infrastructure/host-bridge/**/*.dom.test.ts'],
          setupFiles: ['tests/setup/node.setup.ts', 'tests/setup/dom.setup.ts'],
        },
      },
    ],
  },
});
