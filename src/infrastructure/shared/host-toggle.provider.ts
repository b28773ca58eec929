import { StandardResolutionReasons } from '@openfeature/web-sdk';
import type { HostGateway } from '../../application/shared/host.port';
import { FEATURE_TOGGLE_NAMES } from '../../domain/access/feature-toggle-names';
import { BooleanToggleProvider } from './boolean-toggle.provider';

/** What the toggles are when the portal does not answer getFeatureToggles (issue 20 §4). */
export interface ToggleFallback {
  /** AppSettings.FEATURE_TOGGLES; a toggle it does not name is off. */
  readonly values: Readonly<Record<string, boolean>>;
  /** Told why the fallback is in use (the start-up logs it and goes on). */
  readonly used?: (error: unknown) => void;
}

const NO_FALLBACK: ToggleFallback = { values: {} };

/**
 * OpenFeature provider over the portal's feature-toggle service: `initialize` asks the
 * host for every toggle of spec 1 §9 at once (the host evaluates them for the logged
 * user), then flags resolve synchronously from that answer. Neither the spec nor the
 * platform's message library names that message, so a portal may never answer it: after
 * its short timeout the settings' toggles are used instead (docs/host-messages.md).
 */
export class HostToggleProvider extends BooleanToggleProvider {
  readonly metadata = { name: 'host-feature-toggles' } as const;
  private values: Record<string, boolean> | undefined;

  constructor(
    private readonly host: HostGateway,
    private readonly names: readonly string[] = FEATURE_TOGGLE_NAMES,
    private readonly fallback: ToggleFallback = NO_FALLBACK,
  ) {
    super(StandardResolutionReasons.TARGETING_MATCH);
  }

  async initialize(): Promise<void> {
    let answer: Readonly<Record<string, unknown>>;
    try {
      answer = await this.host.getFeatureToggles(this.names);
    } catch (error) {
      this.fallback.used?.(error);
      answer = isRecord(this.fallback.values) ? this.fallback.values : {};
    }
    const values: Record<string, boolean> = {};
    for (const name of this.names) values[name] = answer[name] === true;
    this.values = values;
  }

  /** A new user or tenant may see other toggles: ask again. */
  async onContextChange(): Promise<void> {
    await this.initialize();
  }

  protected toggleValues(): Readonly<Record<string, boolean>> | undefined {
    return this.values;
  }
}

/** The settings are data fetched at start-up: a FEATURE_TOGGLES that is no object reads as none. */
function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
