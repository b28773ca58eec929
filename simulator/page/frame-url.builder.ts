import { isLoopbackHost } from '../../src/domain/shared/local-run.rule';

/** Where the module is framed when the query names no `frame=` override (vite.config.ts). */
export const DEFAULT_FRAME_PATH = '/module/';
export const DEFAULT_ROUTE = '/';

// Control characters, whitespace and backslashes: browsers turn '/\evil' into '//evil',
// so a path carrying any of them could leave the module origin.
const UNSAFE_PATH_CHARS = /[\s\\]/;

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A same-origin absolute path: starts with one '/', has no '//' (protocol-relative),
 * no scheme and nothing a browser would reinterpret as another host.
 */
export function isSafeAbsolutePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  if (value.includes('//')) return false;
  if (UNSAFE_PATH_CHARS.test(value) || hasControlCharacter(value)) return false;
  return true;
}

/** The module route the frame opens on; anything unsafe falls back to home. */
export function sanitizeRoute(route: string | null | undefined): string {
  return route !== null && route !== undefined && isSafeAbsolutePath(route) ? route : DEFAULT_ROUTE;
}

/** The `frame=` override, honoured only for a safe path; `null` means "use /module/". */
export function sanitizeFramePath(path: string | null | undefined): string | null {
  return path !== null && path !== undefined && isSafeAbsolutePath(path) ? path : null;
}

/**
 * The module runs on the other loopback name so that simulator and module never share
 * an origin (as in production): 127.0.0.1 ↔ localhost, same scheme and port.
 */
export function moduleOriginFor(simulatorUrl: URL): string {
  const otherHost = simulatorUrl.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  const port = simulatorUrl.port === '' ? '' : `:${simulatorUrl.port}`;
  return `${simulatorUrl.protocol}//${otherHost}${port}`;
}

/**
 * The `module=` override: where the module is served when not by this server (the nginx
 * deployment test serves it from its own port). Honoured only for an exact http(s) origin on
 * this machine that is not the simulator's own: the simulator never frames a remote page.
 */
export function sanitizeModuleOrigin(raw: string | null | undefined, simulatorOrigin: string): string | null {
  if (raw === null || raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const exact = url.origin === raw && (url.protocol === 'http:' || url.protocol === 'https:');
  return exact && isLoopbackHost(url.hostname) && url.origin !== simulatorOrigin ? url.origin : null;
}

/**
 * `{moduleOrigin}/module{route}`. With a `frame=` override the override replaces '/module/':
 * a folder path ('/x/') still receives the route, a file path ('/x.html') is framed as is.
 * The result is re-checked to stay on the module origin.
 */
export function buildFrameUrl(moduleOrigin: string, route: string, framePath: string | null): string {
  const base = framePath ?? DEFAULT_FRAME_PATH;
  const safeRoute = sanitizeRoute(route);
  const path = base.endsWith('/') ? base + safeRoute.slice(1) : base;
  const url = new URL(path, moduleOrigin);
  if (url.origin !== new URL(moduleOrigin).origin) {
    return new URL(DEFAULT_FRAME_PATH, moduleOrigin).href;
  }
  return url.href;
}
