import type { FakeRouteModule } from './backend/backend-context';
import { FakeBackend } from './backend/fake-backend';
import { FakeHostError } from './backend/fake-host.error';
import { LimeReason } from './backend/lime-reason';
import { contextHandlers } from './context.handlers';
import type { FakeHostApi, FakeHostOptions, FakeHostUi } from './fake-host.contract';
import { resolveCounts } from './fake-host.options';
import type { ActionHandler, FakeHostRuntime } from './fake-host.runtime';
import { FakeHostState } from './fake-host.state';
import { FaultInjector, type FaultSettings } from './fault-injection';
import { portalUiHandlers } from './portal-ui.handlers';
import { sendCommandHandler } from './send-command.handler';
import { ToggleBoard } from './toggle-board';
import type { ServiceDomains } from '../../src/infrastructure/shared/service-addresses';

export { DEFAULT_FAKE_HOST_OPTIONS, parseFakeHostOptions } from './fake-host.options';

/** The platform domains the fake answers on when no AppSettings say otherwise. */
export const DEFAULT_FAKE_DOMAINS: ServiceDomains = { BLIP_DOMAIN: 'blip.ai', MSGING_DOMAIN: 'msging.net' };

export interface FakeHostEnvironment {
  readonly domains?: ServiceDomains;
  /** Reference instant of the dataset and of state changes (defaults to the system clock). */
  readonly clock?: () => Date;
  /** Defaults to every feature's routes (backend/routes/index.ts). */
  readonly routeModules?: readonly FakeRouteModule[];
}

const CULTURES = { pt: 'pt-BR', en: 'en-US', es: 'es-ES' } as const;

/**
 * The fake portal: answers every host action of architecture.md §4 (names without the
 * 'blipEvent:' prefix) over an in-memory backend. Failures reject with FakeHostError,
 * whose `wireError` is what the real portal sends in `{ error }`.
 */
export class FakeHost implements FakeHostApi {
  readonly state: FakeHostState;
  private readonly runtime: FakeHostRuntime;
  private readonly handlers: ReadonlyMap<string, ActionHandler>;

  constructor(options: FakeHostOptions, ui: FakeHostUi, env: FakeHostEnvironment = {}) {
    const { scenario, counts } = resolveCounts(options);
    const backendInput = {
      seed: options.seed,
      scenario,
      role: options.role,
      culture: CULTURES[options.lang],
      counts,
      uploadKbps: options.uploadKbps,
      uploadRedirect: options.uploadRedirect,
      domains: env.domains ?? DEFAULT_FAKE_DOMAINS,
      ...(env.clock === undefined ? {} : { clock: env.clock }),
    };
    this.runtime = {
      options,
      ui,
      backend: new FakeBackend(backendInput, env.routeModules),
      toggles: new ToggleBoard(options.flags),
      faults: new FaultInjector(
        { latencyMs: options.latencyMs, failRate: options.failRate, timeoutRate: options.timeoutRate },
        options.seed,
      ),
      portalTenant: undefined,
    };
    this.state = new FakeHostState(this.runtime);
    this.handlers = new Map(
      Object.entries({
        ...contextHandlers(this.runtime),
        ...portalUiHandlers(this.runtime),
        sendCommand: sendCommandHandler(this.runtime),
        'Tenant:url': (content: unknown) => this.handle('getTenantUrl', content),
      }),
    );
  }

  get options(): FakeHostOptions {
    return this.runtime.options;
  }

  /** The backend itself, for feature slices and direct inspection in tests. */
  get backend(): FakeBackend {
    return this.runtime.backend;
  }

  get actions(): string[] {
    return [...this.handlers.keys()];
  }

  async handle(action: string, content: unknown): Promise<unknown> {
    const handler = this.handlers.get(action);
    if (handler === undefined) {
      throw new FakeHostError(LimeReason.GENERAL_ERROR, `Unknown host action '${action}'`);
    }
    return handler(content);
  }

  /** Flip a toggle while running (simulator panel). */
  setToggle(name: string, on: boolean): void {
    this.runtime.toggles.set(name, on);
  }

  configureFaults(settings: Partial<FaultSettings>): void {
    this.runtime.faults.configure(settings);
  }
}

export function createFakeHost(
  options: FakeHostOptions,
  ui: FakeHostUi,
  env: FakeHostEnvironment = {},
): FakeHost {
  return new FakeHost(options, ui, env);
}
