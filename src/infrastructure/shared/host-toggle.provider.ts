import { OpenFeatureEventEmitter, ProviderEvents, StandardResolutionReasons } from '@openfeature/web-sdk';
import type { HostGateway } from '../../application/shared/host.port';
import { FEATURE_TOGGLE_NAMES } from '../../domain/access/feature-toggle-names';
import { BooleanToggleProvider } from './boolean-toggle.provider';

/** Why the toggles read off for now: no answer within the short wait, or an error answer. */
export type ToggleShortfall = 'no-answer' | 'error';

export interface HostToggleOptions {
  /**
   * How long the start-up waits for the portal's answer (docs/host-messages.md: 1000 ms). The
   * question stays open after it, for as long as the host gateway waits for an answer.
   */
  readonly shortWaitMs?: number;
  /** Told when every toggle reads off for now, and why (the start-up logs it and goes on). */
  readonly closed?: (why: ToggleShortfall, error: unknown) => void;
  /** Told when an answer that came after the short wait was applied. */
  readonly lateApplied?: () => void;
}

/** No short wait: the provider waits for the answer (tests that drive the host directly). */
const NO_OPTIONS: HostToggleOptions = {};

/**
 * OpenFeature provider over the portal's feature-toggle service: `initialize` asks the host for
 * every toggle of spec 1 §9 at once (the host evaluates them for the logged user), then flags
 * resolve synchronously from that answer. Neither the spec nor the platform's message library
 * names that message, so a portal may answer late or never.
 *
 * Fail closed (issue 35 §2): without an answer within the short wait, or with an error answer,
 * every toggle is off; the settings' FEATURE_TOGGLES are never read here (they are the static
 * source's). A late answer is applied when it arrives, and OpenFeature's ConfigurationChanged
 * event tells the screens, so gated cards and menus appear then.
 */
export class HostToggleProvider extends BooleanToggleProvider {
  readonly metadata = { name: 'host-feature-toggles' } as const;
  readonly events = new OpenFeatureEventEmitter();
  private values: Record<string, boolean> | undefined;
  /** The question being answered; a newer one (a context change) makes older answers moot. */
  private round = 0;
  private late: Promise<void> | undefined;

  constructor(
    private readonly host: HostGateway,
    private readonly names: readonly string[] = FEATURE_TOGGLE_NAMES,
    private readonly options: HostToggleOptions = NO_OPTIONS,
  ) {
    super(StandardResolutionReasons.TARGETING_MATCH);
  }

  async initialize(): Promise<void> {
    const round = ++this.round;
    this.late = undefined;
    const asked = this.host.getFeatureToggles(this.names).then(
      (answer) => ({ kind: 'answer', answer }) as const,
      (error: unknown) => ({ kind: 'error', error }) as const,
    );
    const wait = this.shortWait();
    const first = await Promise.race([asked, wait.over]).finally(wait.cancel);
    if (round !== this.round) return;
    if (first.kind === 'answer') {
      this.values = this.read(first.answer);
      return;
    }
    this.values = this.read({});
    if (first.kind === 'error') {
      this.options.closed?.('error', first.error);
      return;
    }
    this.options.closed?.('no-answer', undefined);
    this.late = asked.then((outcome) => {
      if (round !== this.round) return;
      this.late = undefined;
      if (outcome.kind === 'error') return;
      this.values = this.read(outcome.answer);
      this.options.lateApplied?.();
      this.events.emit(ProviderEvents.ConfigurationChanged, { flagsChanged: [...this.names] });
    });
  }

  /** A new user or tenant may see other toggles: ask again. */
  async onContextChange(): Promise<void> {
    await this.initialize();
  }

  /**
   * While the toggles read off because the portal has not answered yet: settles when its answer
   * was applied, or when it will not come (an error, or the host gateway's wait ended).
   */
  lateAnswer(): Promise<void> | undefined {
    return this.late;
  }

  protected toggleValues(): Readonly<Record<string, boolean>> | undefined {
    return this.values;
  }

  /** Only a literal `true` turns a toggle on; a name the answer leaves out is off. */
  private read(answer: Readonly<Record<string, unknown>>): Record<string, boolean> {
    const values: Record<string, boolean> = {};
    for (const name of this.names) values[name] = answer[name] === true;
    return values;
  }

  private shortWait(): { readonly over: Promise<{ readonly kind: 'no-answer' }>; cancel(): void } {
    const ms = this.options.shortWaitMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const over = new Promise<{ readonly kind: 'no-answer' }>((resolve) => {
      if (ms !== undefined) timer = setTimeout(() => resolve({ kind: 'no-answer' }), ms);
    });
    return { over, cancel: () => clearTimeout(timer) };
  }
}
