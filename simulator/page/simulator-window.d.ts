import type { SimulatorApi } from './simulator-api';
import type { BackendSnapshot } from './backend-snapshot';

declare global {
  interface Window {
    /** Set by the host simulator page (index.html) for end-to-end tests. */
    simulator?: SimulatorApi<BackendSnapshot>;
  }
}
