import {
  StandardResolutionReasons,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
} from '@openfeature/web-sdk';
import type { HostGateway } from '../../application/shared/host.port';
import { FEATURE_TOGGLE_NAMES } from './feature-toggle-names';
import { notBoolean, resolveBoolean } from './toggle-resolution';

/**
 * OpenFeature provider over the portal's feature-toggle service: `initialize` asks the
 * host for every toggle of spec 1 §9 at once (the host evaluates them for the logged
 * user), then flags resolve synchronously from that answer.
 */
export class HostToggleProvider implements Provider {
  readonly metadata = { name: 'host-feature-toggles' } as const;
  readonly runsOn = 'client';
  private values: Record<string, boolean> | undefined;

  constructor(
    private readonly host: HostGateway,
    private readonly names: readonly string[] = FEATURE_TOGGLE_NAMES,
  ) {}

  async initialize(): Promise<void> {
    const answer = await this.host.getFeatureToggles(this.names);
    const values: Record<string, boolean> = {};
    for (const name of this.names) values[name] = answer[name] === true;
    this.values = values;
  }

  /** A new user or tenant may see other toggles: ask again. */
  async onContextChange(): Promise<void> {
    await this.initialize();
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    return resolveBoolean(this.values, flagKey, defaultValue, StandardResolutionReasons.TARGETING_MATCH);
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): ResolutionDetails<string> {
    return notBoolean(flagKey, defaultValue);
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number): ResolutionDetails<number> {
    return notBoolean(flagKey, defaultValue);
  }

  resolveObjectEvaluation<T extends JsonValue>(flagKey: string, defaultValue: T): ResolutionDetails<T> {
    return notBoolean(flagKey, defaultValue);
  }
}
