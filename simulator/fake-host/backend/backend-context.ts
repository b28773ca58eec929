import type { ServiceAddresses, ServiceDomains } from '../../../src/infrastructure/shared/service-addresses';
import type { FakeDataset } from './dataset/fake-data';
import type { ScenarioCounts, ScenarioName } from './dataset/scenarios';
import type { FakeRouter } from './fake-router';
import type { Prng } from './prng';

/** What a feature's route file sees of the backend: its data, addresses and clock. */
export interface FakeBackendContext {
  readonly data: FakeDataset;
  readonly domains: ServiceDomains;
  readonly addresses: ServiceAddresses;
  readonly seed: number;
  readonly scenario: ScenarioName;
  readonly counts: ScenarioCounts;
  /** The dataset's reference instant ("now" when it was generated). */
  readonly referenceDate: Date;
  /** Issue 24 §3: how fast the fake storages read uploads (kbit/s), 0 for full speed. */
  readonly uploadKbps: number;
  /** Issue 35 §4: where the fake storages redirect every upload (a 307), or null. */
  readonly uploadRedirect: string | null;
  /** The current instant, for records created by state changes. */
  now(): Date;
  /**
   * A feature's own state, created on first use from its own seeded stream, so features
   * added later neither disturb the core data nor each other.
   */
  slice<T>(key: string, create: (random: Prng, context: FakeBackendContext) => T): T;
}

/** One file per feature (members.routes.ts, billing.routes.ts, …) exports one of these. */
export interface FakeRouteModule {
  readonly name: string;
  register(router: FakeRouter, context: FakeBackendContext): void;
}
