import { readFileSync } from 'node:fs';
import type { Connect, Plugin } from 'vite';
import { moduleContentSecurityPolicy } from '../../deploy/module-csp.mjs';
import { SIMULATOR_MODULE_SETTINGS } from './simulator-settings.plugin.ts';

/** The origins the module's CSP is built from, as the simulator's settings list them. */
export interface ModuleCspSettings {
  /** HOST_ORIGINS: the portal origins allowed to frame the module. */
  readonly hostOrigins: readonly string[];
  /** STORAGE_ORIGINS: the fake storage's origins (issue 35 §4: connect-src allows only these). */
  readonly storageOrigins: readonly string[];
}

/**
 * The preview server (the production build) sends the module's pages with the production CSP,
 * so every end-to-end test runs under it. The portal origins are the simulator's HOST_ORIGINS, the
 * storage origins its STORAGE_ORIGINS (the fake storage runs on the simulator's own origins). The
 * dev server sends none: Vite's hot reload injects inline scripts.
 */
export function moduleCspMiddleware({
  hostOrigins,
  storageOrigins,
}: ModuleCspSettings): Connect.NextHandleFunction {
  const policy = moduleContentSecurityPolicy({ portal: hostOrigins, storage: storageOrigins, settings: [] });
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/module' || path.startsWith('/module/')) res.setHeader('Content-Security-Policy', policy);
    next();
  };
}

/** A list of texts from the settings file; anything else is no origin at all. */
function textsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export function moduleCsp(): Plugin {
  return {
    name: 'module-csp',
    configurePreviewServer(server) {
      const settings = JSON.parse(readFileSync(SIMULATOR_MODULE_SETTINGS, 'utf8')) as Record<string, unknown>;
      server.middlewares.use(
        moduleCspMiddleware({
          hostOrigins: textsOf(settings['HOST_ORIGINS']),
          storageOrigins: textsOf(settings['STORAGE_ORIGINS']),
        }),
      );
    },
  };
}
