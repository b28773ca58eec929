import sirv from 'sirv';
import type { Plugin } from 'vite';

/**
 * `vite preview`: the simulator frames the module as production builds it, so /module/ is the
 * module build (dist/module/) served unchanged, with the single-page fallback for deep links
 * such as /module/members. Its appSettings.json is the simulator's (simulator-settings.plugin.ts
 * answers that path first), as a deployment writes its own over the shipped template.
 */
export function servedModule(moduleDir: string): Plugin {
  return {
    name: 'served-module',
    configurePreviewServer(server) {
      server.middlewares.use('/module', sirv(moduleDir, { single: true, dev: false, etag: true }));
    },
  };
}
