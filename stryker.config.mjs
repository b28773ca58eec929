// @ts-check
// Mutation testing (`npm run mutation`, see docs/testing.md). Not part of `npm test`.
// MUTATE=domain or MUTATE=host-bridge runs one folder; without it both run together.
// Each target keeps its own reports and incremental file under reports/mutation/<target>/.
const targets = {
  domain: ['src/domain/**/*.ts'],
  'host-bridge': ['src/infrastructure/host-bridge/**/*.ts'],
};
const target = process.env.MUTATE ?? 'all';
const mutate = target === 'all' ? Object.values(targets).flat() : targets[target];
if (mutate === undefined) throw new Error(`MUTATE must be one of: ${Object.keys(targets).join(', ')}`);
const reportDir = `reports/mutation/${target}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  mutate,
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  // Module-level constants (route and label tables): each such mutant needs a fresh module graph
  // and every test, which is 95 % of the run time for a quarter of the mutants. Not scored.
  ignoreStatic: true,
  concurrency: 2,
  reporters: ['html', 'clear-text', 'json', 'progress'],
  htmlReporter: { fileName: `${reportDir}/mutation.html` },
  jsonReporter: { fileName: `${reportDir}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false },
  incremental: true,
  incrementalFile: `${reportDir}/incremental.json`,
  thresholds: { high: 90, low: 80, break: 80 },
  tempDirName: `.stryker-tmp/${target}`,
  // Another target's sandbox is not part of the project.
  ignorePatterns: ['.stryker-tmp'],
};

export default config;
