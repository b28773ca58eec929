/**
 * The module's Content-Security-Policy (docs/security.md): one function for the nginx
 * configuration that production serves (deploy/serve.mjs) and for the simulator's preview
 * server, so every end-to-end test runs under the same policy. Plain JavaScript so that the
 * deploy step runs on Node alone; its types are in module-csp.d.mts.
 */

/** @param {readonly string[]} origins */
const unique = (origins) => [...new Set(origins)];

/**
 * @param {import('./module-csp.d.mts').ModuleCspOrigins} origins
 * @returns {string} the header value, one line
 */
export function moduleContentSecurityPolicy(origins) {
  /** @type {Record<string, readonly string[]>} */
  const directives = {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    // The bundle's stylesheets; React and ECharts set styles through the CSSOM, which CSP allows.
    'style-src': ["'self'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', ...unique(origins.storage)],
    'connect-src': ["'self'", ...unique([...origins.storage, ...origins.settings])],
    'frame-ancestors': unique(origins.portal),
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.length > 0 ? values.join(' ') : "'none'"}`)
    .join('; ');
}
