import { isSafeAbsolutePath } from './frame-url.builder';
import type { PortalUiStore } from './portal-ui.store';

/**
 * The simulator's address with its `route` query on the module's path, or null when the path is
 * not one the frame may open (the address then keeps the route it had).
 */
export function addressWithRoute(href: string, path: string): string | null {
  if (!isSafeAbsolutePath(path)) return null;
  const url = new URL(href);
  url.searchParams.set('route', path);
  return url.href;
}

/**
 * Keeps the page's own `route` query on the path the module reports (`stateChangeSuccess`), as
 * the portal keeps the module's path in its address: a reload of the whole page reopens the module
 * where it was, and the address can be shared. `replaceState`: the module's replaced states are
 * no new history entries here either.
 */
export function syncRouteToAddress(win: Window, store: PortalUiStore): () => void {
  let last = store.getSnapshot().currentPath;
  return store.subscribe(() => {
    const path = store.getSnapshot().currentPath;
    if (path === null || path === last) return;
    last = path;
    const href = addressWithRoute(win.location.href, path);
    if (href !== null && href !== win.location.href) win.history.replaceState(win.history.state, '', href);
  });
}
