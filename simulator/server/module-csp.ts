/**
 * The module's Content-Security-Policy (issue 13 §5): one function for the production header
 * set documented in docs/security.md and for the preview server that tests it.
 */
export interface ModuleCspOrigins {
  /** The portal origins allowed to frame the module (the same list as HOST_ORIGINS). */
  readonly portal: readonly string[];
  /** Storage origins: uploads (POST), downloads and photos (photos as images too). */
  readonly storage: readonly string[];
  /** Where appSettings.json is read from, when not the module's own origin. */
  readonly settings: readonly string[];
}

const unique = (origins: readonly string[]) => [...new Set(origins)];

export function moduleContentSecurityPolicy(origins: ModuleCspOrigins): string {
  const directives: Record<string, readonly string[]> = {
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
