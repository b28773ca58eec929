import { defineConfig } from '@playwright/test';

// End-to-end tests run against the production build served by `vite preview`
// (scripts/e2e.mjs starts and stops it) in Debian's Chromium: no browser download.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // This Chromium build turns on the third-party cookie phase-out, which stable Chrome does
  // not ship: with it, the cross-origin module frame gets no session storage at all. Tests
  // run as the portal's users' browsers do; the blocked case is simulated where it matters
  // (chaos.e2e.ts, 'no storage').
  '--disable-features=TrackingProtection3pcd',
];

/**
 * Debian's Chromium in two builds. The feature and scale tests run in its headless shell (Debian's
 * `chromium-headless-shell`, the build Playwright itself uses for headless runs): the same engine
 * without the full browser's UI layers, about a quarter faster here on the same tests. The scale
 * budgets are ratios to baselines measured in the same page, so they hold in either build (the
 * five scale tests: 97 CPU s against 141 in the full browser). The benchmark
 * (playwright.bench.config.ts) times the full browser, as the figures in docs/performance.md
 * always have.
 */
const HEADLESS_SHELL = {
  executablePath: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
  args: CHROMIUM_ARGS,
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: 0,
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
  projects: [
    // Every test opens its own page over its own in-memory backend, so the tests of one file can
    // share the workers: a long file no longer keeps one worker busy while the other idles.
    //
    // They run as a user who asks for reduced motion (WCAG 2.3.3): charts and transitions are
    // drawn at once, so a wait for a quiet page does not sit through animations, and no CPU goes
    // to animation frames. plan-overview.e2e.ts keeps the default motion; the scale tests time it.
    {
      name: 'features',
      testIgnore: /-scale\.e2e\.ts$/,
      fullyParallel: true,
      use: {
        reducedMotion: 'reduce',
        launchOptions: HEADLESS_SHELL,
      },
    },
    // Performance figures are measured alone, once everything else has finished and one file
    // at a time: on a 2-core machine a parallel worker would time the other test's work, not
    // the module's.
    {
      name: 'scale',
      testMatch: /-scale\.e2e\.ts$/,
      dependencies: ['features'],
      workers: 1,
      use: { launchOptions: HEADLESS_SHELL },
    },
  ],
});
