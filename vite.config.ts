import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { moduleFallback } from './simulator/server/module-fallback.plugin.ts';
import { bundleReport } from './simulator/server/bundle-report.plugin.ts';
import { fakeStorage } from './simulator/server/fake-storage.plugin.ts';
import { simulatorSettings } from './simulator/server/simulator-settings.plugin.ts';
import { moduleCsp } from './simulator/server/module-csp.plugin.ts';
import { servedModule } from './simulator/server/served-module.plugin.ts';
import { flatHtml } from './simulator/server/flat-html.plugin.ts';

const here = (path: string) => resolve(import.meta.dirname, path);

/** The mode of `vite build --mode simulator`, the simulator page's build. */
const SIMULATOR = 'simulator';

// react-router's package exports only point at its development build (dev-only warnings
// and checks); production builds take the production files it ships beside them.
const productionReactRouter = [
  { find: /^react-router$/, replacement: here('node_modules/react-router/dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: here('node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

/**
 * The packages every page runs (React, the router, MobX, i18next, Inversify and the metadata
 * polyfill), in one chunk of their own. Left to the automatic splitting they came in 16 files
 * beside the entry, each gzipped on its own; one chunk is 3.7 KB smaller gzipped (169.5 → 165.8
 * KB first load, issue 34 §6), and it changes only when one of them is upgraded.
 */
const RUNTIME_PACKAGES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|mobx|mobx-react-lite|i18next|react-i18next|use-sync-external-store|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata)[\\/]/;

const shared: UserConfig = {
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
};

/** What both production builds share: their pages in, their own folder out, the production router. */
function productionBuild(pages: Record<string, string>, outDir: string): UserConfig {
  return {
    ...shared,
    resolve: { alias: productionReactRouter },
    build: {
      target: 'es2022',
      sourcemap: false,
      outDir: here(outDir),
      emptyOutDir: true,
      rolldownOptions: {
        input: Object.fromEntries(Object.entries(pages).map(([name, page]) => [name, here(page)])),
        output: { codeSplitting: { groups: [{ name: 'runtime', test: RUNTIME_PACKAGES }] } },
      },
    },
  };
}

/**
 * Two builds, one module (issue 20):
 * - `vite build` is the module alone, what production serves: dist/module/ (its index.html,
 *   hashed assets and the appSettings.json template), under /module/. It never sees simulator/.
 * - `vite build --mode simulator` is the host simulator page alone: dist/simulator/.
 * The dev server (`npm start`) serves both from the sources; `vite preview` serves dist/simulator/
 * and frames the built dist/module/ unchanged, under the simulator's settings. The two always run
 * on different origins (the simulator frames the module from the other loopback name,
 * 127.0.0.1 ↔ localhost), as in production.
 */
export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode !== SIMULATOR) {
    return {
      ...productionBuild({ module: 'module/index.html' }, 'dist/module'),
      base: '/module/',
      publicDir: here('module/public'),
      plugins: [react(), flatHtml('module/index.html'), bundleReport(here('dist/bundle-report.json'))],
    };
  }
  if (command === 'build') {
    return {
      // The bare React page is the cold-start floor the benchmark holds the module against
      // (simulator/bench/react-floor.tsx): a simulator page, so never in what users load.
      ...productionBuild(
        { simulator: 'index.html', 'react-floor': 'simulator/bench/react-floor.html' },
        'dist/simulator',
      ),
      publicDir: here('simulator/public'),
      plugins: [react()],
    };
  }
  // `vite` (dev: both pages from the sources) and `vite preview` (both builds).
  return {
    ...shared,
    appType: 'mpa',
    publicDir: here('simulator/public'),
    plugins: [
      react(),
      moduleCsp(),
      fakeStorage(),
      simulatorSettings(),
      moduleFallback(),
      servedModule(here('dist/module')),
    ],
    build: { outDir: here('dist/simulator') },
  };
});
