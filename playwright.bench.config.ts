import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run bench`: the benchmark alone, one worker, so no other test shares the two cores.
// Chromium reports the JS heap precisely only with its precise-memory flag.
export default defineConfig({
  ...base,
  testMatch: '**/*.perf.ts',
  workers: 1,
  projects: [{ name: 'bench' }],
  use: {
    ...base.use,
    launchOptions: {
      ...base.use?.launchOptions,
      args: [...(base.use?.launchOptions?.args ?? []), '--enable-precise-memory-info'],
    },
  },
});
