import type { Connect, Plugin } from 'vite';

/**
 * The module is a single-page app served under /module/ (the simulator owns '/').
 * Deep links such as /module/agent, and /module itself (where the router leaves the URL on
 * '/'), must get module/index.html, in dev and preview alike.
 */
export function moduleFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const url = req.url ?? '';
    const path = url.split('?')[0] ?? '';
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    const inModule = path === '/module' || path.startsWith('/module/');
    if (wantsHtml && inModule && !/\.[a-z0-9]+$/i.test(path)) {
      req.url = '/module/index.html' + url.slice(path.length);
    }
    next();
  };
  return {
    name: 'module-spa-fallback',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}
