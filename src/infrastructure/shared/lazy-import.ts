import { CommandFailure } from '../../domain/shared/command-failure';

/** A module imported on first use and kept; a failed import is tried again on the next use. */
export interface LazyImport<T> {
  /** The module, or a CommandFailure ('host' 'unavailable') when its chunk cannot be loaded. */
  get(what: string): Promise<T>;
  /** Starts the import now, so that it loads while the first request travels. */
  prefetch(): void;
}

/**
 * The answer schemas of the start-up gateways (host context, members, contract, billing, access)
 * are such modules: valibot stays out of the first load (issue 21 §3), and the gateways prefetch
 * them when they are built, so the chunk arrives while the portal and the backend answer.
 */
export function lazyImport<T>(load: () => Promise<T>): LazyImport<T> {
  let loading: Promise<T> | undefined;
  const start = (): Promise<T> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    get: (what) =>
      start().catch((error: unknown) => {
        throw new CommandFailure('host', 'unavailable', undefined, `${what}: ${String(error)}`);
      }),
    prefetch: () => {
      start().catch(() => undefined);
    },
  };
}
