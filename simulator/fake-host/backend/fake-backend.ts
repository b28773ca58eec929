import type { LimeCommand } from '../../../src/application/shared/command-channel.port';
import {
  serviceAddresses,
  type ServiceAddresses,
  type ServiceDomains,
} from '../../../src/infrastructure/shared/service-addresses';
import type { FakeBackendContext, FakeRouteModule } from './backend-context';
import type { FakeDataset } from './dataset/fake-data';
import { buildDataset, type DatasetInput, type ScenarioCounts, type ScenarioName } from './dataset/scenarios';
import { invalidArgument } from './fake-host.error';
import { FakeRouter } from './fake-router';
import { derivePrng, type Prng } from './prng';
import { ROUTE_MODULES } from './routes';

const METHODS = new Set(['get', 'set', 'merge', 'delete', 'post']);

export interface FakeBackendInput extends Omit<DatasetInput, 'now'> {
  /** Defaults to the system clock. */
  readonly clock?: () => Date;
  /** Issue 24 §3: the upload URLs' read speed for the fake storages; 0 or absent: full speed. */
  readonly uploadKbps?: number;
  /** Issue 35 §4: the fake storages answer uploads with a 307 to this address; absent or null: never. */
  readonly uploadRedirect?: string | null;
}

/**
 * The in-memory platform: a seeded dataset plus the router that answers LIME commands
 * over it. `execute` returns the response resource or throws a FakeHostError.
 */
export class FakeBackend implements FakeBackendContext {
  readonly data: FakeDataset;
  readonly domains: ServiceDomains;
  readonly addresses: ServiceAddresses;
  readonly seed: number;
  readonly scenario: ScenarioName;
  readonly counts: ScenarioCounts;
  readonly referenceDate: Date;
  readonly uploadKbps: number;
  readonly uploadRedirect: string | null;
  private readonly router = new FakeRouter();
  private readonly slices = new Map<string, unknown>();
  private readonly clock: () => Date;

  constructor(input: FakeBackendInput, modules: readonly FakeRouteModule[] = ROUTE_MODULES) {
    this.clock = input.clock ?? (() => new Date());
    this.referenceDate = this.clock();
    this.seed = input.seed;
    this.scenario = input.scenario;
    this.counts = input.counts;
    this.uploadKbps = input.uploadKbps ?? 0;
    this.uploadRedirect = input.uploadRedirect ?? null;
    this.domains = { BLIP_DOMAIN: input.domains.BLIP_DOMAIN, MSGING_DOMAIN: input.domains.MSGING_DOMAIN };
    this.addresses = serviceAddresses(this.domains);
    this.data = buildDataset({ ...input, now: this.referenceDate });
    for (const module of modules) module.register(this.router, this);
  }

  get routeCount(): number {
    return this.router.size;
  }

  now(): Date {
    return this.clock();
  }

  slice<T>(key: string, create: (random: Prng, context: FakeBackendContext) => T): T {
    if (!this.slices.has(key)) this.slices.set(key, create(derivePrng(this.seed, `slice:${key}`), this));
    return this.slices.get(key) as T;
  }

  /** A command without `to` goes to the messaging server, as on the real platform. */
  execute(command: LimeCommand): unknown {
    if (typeof command !== 'object' || command === null)
      throw invalidArgument('the command must be an object');
    if (!METHODS.has(command.method)) throw invalidArgument(`unknown method '${String(command.method)}'`);
    if (typeof command.uri !== 'string' || command.uri.trim() === '')
      throw invalidArgument('the command has no uri');
    const to = typeof command.to === 'string' && command.to !== '' ? command.to : this.addresses.messaging;
    return this.router.dispatch(to, command);
  }
}
