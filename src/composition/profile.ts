import type { ContainerProfile } from './container';

/**
 * Framed by the portal → the real bridge. Opened on its own, or asked with
 * `?host=memory`, → the in-process fake host (standalone development).
 */
export function pickProfile(framed: boolean, query: URLSearchParams): ContainerProfile {
  if (query.get('host') === 'memory') return 'memory';
  return framed ? 'portal' : 'memory';
}
