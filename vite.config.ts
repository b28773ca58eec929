import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { moduleFallback } from './simulator/server/module-fallback.plugin.ts';
import { bundleReport } from './simulator/server/bundle-report.plugin.ts';
import { fakeStorage } from './simulator/server/fake-storage.plugin.ts';
import { simulatorSettings } from './simulator/server/simulator-settings.plugin.ts';
import { moduleCsp } from './simulator/server/module-csp.plugin.ts';

// Two pages: '/' is the host simulator (plays the portal), '/module/' is the module itself.
// The simulator frames the module from the other loopback name (127.0.0.1 ↔ localhost), so the
// two always run on different origins, as in production.
export default defineConfig(({ command }) => ({
  appType: 'mpa',
  plugins: [react(), moduleCsp(), moduleFallback(), fakeStorage(), simulatorSettings(), bundleReport()],
  resolve: {
    // react-router's package exports only point at its development build (dev-only warnings
    // and checks); production builds take the production files it ships beside them.
    alias:
      command !== 'build'
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: resolve(
                import.meta.dirname,
                'node_modules/react-router/dist/production/index.mjs',
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: resolve(
                import.meta.dirname,
                'node_modules/react-router/dist/production/dom-export.mjs',
              ),
            },
          ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      input: {
        simulator: resolve(import.meta.dirname, 'index.html'),
        module: resolve(import.meta.dirname, 'module/index.html'),
      },
    },
  },
}));
