import type { PortalUiSnapshot } from './simulator-records';

export const EMPTY_PORTAL_UI: PortalUiSnapshot = {
  toasts: [],
  alerts: [],
  modals: [],
  redirects: [],
  unauthorized: [],
  navigations: [],
  heights: [],
  tracks: [],
  protocol: [],
  loading: false,
  currentPath: null,
};

/** A new list with `item` last, dropping the oldest entries past `limit`. */
export function appendBounded<T>(list: readonly T[], item: T, limit: number): readonly T[] {
  const next = [...list, item];
  return next.length > limit ? next.slice(next.length - limit) : next;
}
