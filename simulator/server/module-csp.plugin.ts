import { readFileSync } from 'node:fs';
import type { Connect, Plugin } from 'vite';
import { moduleContentSecurityPolicy } from '../../deploy/module-csp.mjs';
import { SIMULATOR_MODULE_SETTINGS } from './simulator-settings.plugin.ts';

/**
 * The preview server (the production build) sends the module's pages with the production CSP,
 * so every end-to-end test runs under it. The portal origins are the simulator's HOST_ORIGINS; the
 * simulator's fake storage lives on those same origins. The dev server sends none: Vite's hot
 * reload injects inline scripts.
 */
export function moduleCspMiddleware(hostOrigins: readonly string[]): Connect.NextHandleFunction {
  const policy = moduleContentSecurityPolicy({ portal: hostOrigins, storage: hostOrigins, settings: [] });
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path === '/module' || path.startsWith('/module/')) res.setHeader('Content-Security-Policy', policy);
    next();
  };
}

export function moduleCsp(): Plugin {
  return {
    name: 'module-csp',
    configurePreviewServer(server) {
      const settings = JSON.parse(readFileSync(SIMULATOR_MODULE_SETTINGS, 'utf8')) as {
        HOST_ORIGINS?: unknown;
      };
      const origins = Array.isArray(settings.HOST_ORIGINS)
        ? settings.HOST_ORIGINS.filter((origin): origin is string => typeof origin === 'string')
        : [];
      server.middlewares.use(moduleCspMiddleware(origins));
    },
  };
}
