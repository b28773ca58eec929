import { useState } from 'react';
import type { ServiceIdentifier } from 'inversify';
import { useContainer } from './container-context';

/**
 * Resolves a (transient) presenter once per component mount, so its state lives as
 * long as the view and a remount starts fresh.
 */
export function usePresenter<T>(token: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [presenter] = useState(() => container.get<T>(token));
  return presenter;
}

/** Same resolution, named for singletons (stores, gateways) so call sites read right. */
export const useService: <T>(token: ServiceIdentifier<T>) => T = usePresenter;
