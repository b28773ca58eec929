/**
 * Layer rules of ARCHITECTURE §1, checked in `npm test`: arrows point inward only.
 * domain ← application ← infrastructure / presentation ← composition (+ src/main.tsx) ← simulator/.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain imports nothing but itself (dayjs allowed for calendar maths).',
      severity: 'error',
      from: { path: '^src/domain' },
      to: { pathNot: ['^src/domain', 'node_modules/dayjs'] },
    },
    {
      name: 'application-depends-on-domain-only',
      severity: 'error',
      from: { path: '^src/application' },
      to: { path: '^src/(infrastructure|presentation|composition)' },
    },
    {
      name: 'application-no-ui-frameworks',
      severity: 'error',
      from: { path: '^src/application' },
      to: {
        path: 'node_modules/(react|react-dom|mobx|mobx-react-lite|i18next|react-i18next|echarts|react-router|react-router-dom)/',
      },
    },
    {
      name: 'presentation-goes-through-ports',
      comment: 'Presentation never imports infrastructure or the composition root.',
      severity: 'error',
      from: { path: '^src/presentation' },
      to: { path: '^src/(infrastructure|composition)' },
    },
    {
      name: 'infrastructure-not-outward',
      severity: 'error',
      from: { path: '^src/infrastructure' },
      to: { path: '^src/(presentation|composition)' },
    },
    {
      name: 'module-never-imports-the-simulator',
      comment:
        'The module (src/) is what production serves: the fake host, the simulator page and its dev server live in simulator/ and are never in its build (issue 20).',
      severity: 'error',
      from: { path: '^src' },
      to: { path: '^simulator' },
    },
    {
      name: 'simulator-has-its-own-report-calendar',
      comment:
        "The fake backend computes its months and weeks itself (simulator/fake-host/backend/calendar.ts): were it to reuse the module's report rules, the end-to-end tests would agree with them by construction (issue 36).",
      severity: 'error',
      from: { path: '^simulator' },
      to: { path: '^src/domain/reports' },
    },
    {
      name: 'no-circular',
      comment:
        'No cycle, lazy import() included: route paths are plain data in the route manifest, so pages link to routes without importing the table that loads them (docs/decisions/shell-and-access.md, "One manifest per route").',
      severity: 'error',
      from: { path: '^(src|simulator)' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.json'],
    },
  },
};
