import { FakeHostError } from './backend/fake-host.error';
import { LimeReason } from './backend/lime-reason';
import { derivePrng, type Prng } from './backend/prng';

export interface FaultSettings {
  readonly latencyMs: number;
  readonly failRate: number;
  readonly timeoutRate: number;
  /**
   * A backend call whose uri contains this text always fails (issue 24 §2: one month only, e.g.
   * 'month=2026-10'); undefined or '' → none. The rates still apply to the other calls.
   */
  readonly failUriContaining?: string | undefined;
}

export type FaultOutcome = 'answer' | 'fail' | 'timeout';

/**
 * Simulated network trouble on the backend calls the portal relays (sendCommand and the
 * backend's application requests), drawn from the seed so runs can be replayed.
 */
export class FaultInjector {
  private settings: FaultSettings;
  private readonly random: Prng;

  constructor(settings: FaultSettings, seed: number) {
    this.settings = settings;
    this.random = derivePrng(seed, 'faults');
  }

  get current(): FaultSettings {
    return this.settings;
  }

  configure(settings: Partial<FaultSettings>): void {
    this.settings = { ...this.settings, ...settings };
  }

  /** A rate of 1 always hits, 0 never; timeouts are drawn before failures. */
  roll(): FaultOutcome {
    const { timeoutRate, failRate } = this.settings;
    if (timeoutRate > 0 && this.random.next() < timeoutRate) return 'timeout';
    if (failRate > 0 && this.random.next() < failRate) return 'fail';
    return 'answer';
  }

  /** The call is one `failUriContaining` makes fail. */
  failsUri(uri: string | undefined): boolean {
    const part = this.settings.failUriContaining;
    return part !== undefined && part !== '' && uri !== undefined && uri.includes(part);
  }

  delay(): Promise<void> {
    const ms = this.settings.latencyMs;
    if (!(ms > 0)) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, ms));
  }
}

/**
 * A relayed backend call through the simulated network: a lost answer never settles (the
 * caller's own timeout is the only way out, as with a real portal); otherwise it comes after
 * the latency, as a general error (failRate) or as what `answer` gives.
 */
export async function overNetwork(
  faults: FaultInjector,
  echo: {
    readonly id?: string | undefined;
    readonly method?: string | undefined;
    readonly uri?: string | undefined;
  },
  answer: () => unknown,
): Promise<unknown> {
  const targeted = faults.failsUri(echo.uri);
  const outcome = targeted ? 'fail' : faults.roll();
  if (outcome === 'timeout') return new Promise<never>(() => undefined);
  await faults.delay();
  if (outcome === 'fail') {
    const cause = targeted ? 'failUriContaining' : 'failRate';
    // The wire echoes the command's id and method only, as the real backend does.
    throw new FakeHostError(LimeReason.GENERAL_ERROR, `Simulated failure (${cause})`, {
      id: echo.id,
      method: echo.method,
    });
  }
  return answer();
}
