import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects (ARCHITECTURE §7): rules, use cases, presenters and gateways run in node;
// views (*.test.tsx) and DOM-bound adapters (*.dom.test.ts) run in jsdom.
//
// Speed (issue 19 §2): files are not isolated from each other. A worker thread imports the shared
// graph (Inversify, MobX, the domain) once instead of once per file, and the jsdom project builds
// its DOM once per worker instead of once per file; the tests own no global state that outlives
// them (timers are restored, the DOM is cleaned after each test, containers are built per test).
//
// Determinism (issue 19 §1): the test timeout is a hang detector, not a performance budget; on a
// loaded 2-core machine a 1,000-run property may take several seconds, which is not a failure.
/**
 * Files that replace a module (`vi.mock`) or depend on a module's first import (ECharts' lazy
 * load): a shared module registry would hand them, or the files after them, the other's copy.
 */
const ISOLATED = [
  'tests/presentation/reports/charts/EChart.*.test.tsx',
  'tests/infrastructure/host-bridge/postmessage-transport.adapter.dom.test.ts',
];

/**
 * Spec 1 §9, spec 3 §9: dates are UTC. The tests run in a zone that is not UTC (São Paulo, UTC−3
 * all year), so a date read as local time fails a test instead of passing by luck on a UTC
 * machine. Set before the workers start, which inherit it.
 */
process.env['TZ'] = 'America/Sao_Paulo';

export default defineConfig({
  plugins: [react()],
  test: {
    reporters: ['default'],
    pool: 'threads',
    isolate: false,
    // A hang detector, not a budget, and the only timeout of a unit test (no file sets its own):
    // beside the browser tests and a CPU hog, a jsdom page test took 32 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/**/*.dom.test.ts', 'tests/e2e/**'],
          setupFiles: ['tests/setup/node.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/**/*.test.tsx', 'tests/**/*.dom.test.ts'],
          exclude: ['tests/e2e/**', ...ISOLATED],
          setupFiles: ['tests/setup/node.setup.ts', 'tests/setup/dom.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom-isolated',
          environment: 'jsdom',
          isolate: true,
          include: ISOLATED,
          setupFiles: ['tests/setup/node.setup.ts', 'tests/setup/dom.setup.ts'],
        },
      },
    ],
  },
});
