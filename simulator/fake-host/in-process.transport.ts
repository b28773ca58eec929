import { ContainerModule, type ResolutionContext } from 'inversify';
import { AppSettings } from '../../src/application/shared/app-settings.port';
import { DEFAULT_COMMAND_TIMEOUT_MS } from '../../src/application/shared/command-channel.port';
import { LateAnswers, NO_LATE_ANSWERS } from '../../src/application/shared/late-answers.port';
import {
  HostRequestError,
  HostTransport,
  type HostRequestOptions,
} from '../../src/infrastructure/host/host-transport';
import { isFakeHostError, toWireError } from './backend/fake-host.error';
import { LimeReason } from './backend/lime-reason';
import type { FakeHostApi, FakeHostOptions, FakeHostUi } from './fake-host.contract';
import { createFakeHost, type FakeHost, type FakeHostEnvironment } from './fake-host';
import { HeadlessHostUi } from './headless-host.ui';

/** The FakeHost instance behind the memory profile, for tests that inspect or steer it. */
export const FakeHostToken = Symbol.for('FakeHost');

export interface FireFailure {
  readonly action: string;
  readonly error: unknown;
}

/**
 * HostTransport that calls the fake portal in the same window (profile `memory`).
 * Content and answers are structured-cloned as postMessage would, so neither side can
 * mutate the other's objects; requests time out like the real bridge; a failed
 * fire-and-forget is recorded, never left as an unhandled rejection.
 */
export class InProcessTransport implements HostTransport {
  readonly fireFailures: FireFailure[] = [];

  constructor(
    private readonly host: FakeHostApi,
    private readonly defaultTimeoutMs: number = DEFAULT_COMMAND_TIMEOUT_MS,
  ) {}

  request<T = unknown>(action: string, content?: unknown, options?: HostRequestOptions): Promise<T> {
    const timeoutMs = options?.timeoutMs ?? this.defaultTimeoutMs;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new HostRequestError('timeout', action, undefined)), timeoutMs);
      this.call(action, content).then(
        (answer) => {
          clearTimeout(timer);
          resolve(answer as T);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(new HostRequestError('error-reply', action, wireErrorOf(error)));
        },
      );
    });
  }

  fire(action: string, content?: unknown): void {
    this.call(action, content).catch((error: unknown) => {
      this.fireFailures.push({ action, error });
    });
  }

  private async call(action: string, content: unknown): Promise<unknown> {
    const answer = await this.host.handle(
      action,
      content === undefined ? undefined : structuredClone(content),
    );
    return answer === undefined ? undefined : structuredClone(answer);
  }
}

/** What the portal would put in `{ error }`: the fake's wire form, or one built for a crash. */
function wireErrorOf(error: unknown): string {
  if (isFakeHostError(error)) return error.wireError;
  const description = error instanceof Error ? error.message : String(error);
  return toWireError(LimeReason.GENERAL_ERROR, description);
}

/**
 * Profile `memory`: HostTransport → InProcessTransport → FakeHost. Domains and the request
 * timeout come from AppSettings when the container has them.
 */
export function memoryTransportModule(
  options: FakeHostOptions,
  ui: FakeHostUi = new HeadlessHostUi(),
  env: FakeHostEnvironment = {},
): ContainerModule {
  const settingsOf = (context: ResolutionContext): AppSettings | undefined =>
    context.get<AppSettings>(AppSettings, { optional: true });
  return new ContainerModule((module) => {
    module
      .bind<FakeHost>(FakeHostToken)
      .toDynamicValue((context) => {
        const settings = settingsOf(context);
        const domains = env.domains ?? settings;
        return createFakeHost(options, ui, {
          ...env,
          ...(domains === undefined
            ? {}
            : { domains: { BLIP_DOMAIN: domains.BLIP_DOMAIN, MSGING_DOMAIN: domains.MSGING_DOMAIN } }),
        });
      })
      .inSingletonScope();
    module
      .bind<HostTransport>(HostTransport)
      .toDynamicValue(
        (context) =>
          new InProcessTransport(
            context.get<FakeHost>(FakeHostToken),
            settingsOf(context)?.HOST_REQUEST_TIMEOUT_MS ?? DEFAULT_COMMAND_TIMEOUT_MS,
          ),
      )
      .inSingletonScope();
    module.bind<LateAnswers>(LateAnswers).toConstantValue(NO_LATE_ANSWERS);
  });
}
