import { StandardResolutionReasons } from '@openfeature/web-sdk';
import type { HostGateway } from '../../application/shared/host.port';
import { FEATURE_TOGGLE_NAMES } from '../../domain/access/feature-toggle-names';
import { BooleanToggleProvider } from './boolean-toggle.provider';

/**
 * OpenFeature provider over the portal's feature-toggle service: `initialize` asks the
 * host for every toggle of spec 1 §9 at once (the host evaluates them for the logged
 * user), then flags resolve synchronously from that answer.
 */
export class HostToggleProvider extends BooleanToggleProvider {
  readonly metadata = { name: 'host-feature-toggles' } as const;
  private values: Record<string, boolean> | undefined;

  constructor(
    private readonly host: HostGateway,
    private readonly names: readonly string[] = FEATURE_TOGGLE_NAMES,
  ) {
    super(StandardResolutionReasons.TARGETING_MATCH);
  }

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

  protected toggleValues(): Readonly<Record<string, boolean>> | undefined {
    return this.values;
  }
}
