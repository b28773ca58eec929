import { useSyncExternalStore } from 'react';
import type { PortalUiStore } from './portal-ui.store';
import type { PortalUiSnapshot } from './simulator-records';

export function usePortalUi(store: PortalUiStore): PortalUiSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
