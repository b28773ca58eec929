import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import type { FeatureToggleContext, FeatureToggles } from '../../application/shared/feature-toggles.port';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { FEATURE_TOGGLE_NAMES } from '../../domain/access/feature-toggle-names';
import { lazyImport } from './lazy-import';
import type { ToggleSession } from './openfeature.session';

/** Each instance owns an OpenFeature domain, so tests (and a second container) never share state. */
let instanceCount = 0;

/**
 * The OpenFeature SDK and the providers, loaded beside the first request: the start-up asks the
 * portal for the user and the tenant before the toggles, so the chunk has arrived by then, and
 * the SDK's ~7 KB leave the first load (issue 23 §2).
 */
const openFeature = lazyImport(async () => {
  const [session, host, fixed] = await Promise.all([
    import('./openfeature.session'),
    import('./host-toggle.provider'),
    import('./static-toggle.provider'),
  ]);
  return { ...session, ...host, ...fixed };
});

/**
 * FeatureToggles over the OpenFeature web SDK. `initialize` sets the evaluation context
 * (user and tenant) and the provider chosen by FEATURE_TOGGLE_SOURCE, then waits until it
 * is ready. If toggles cannot be loaded every toggle is off (fail closed) and it is logged.
 */
@injectable()
export class OpenFeatureFeatureToggles implements FeatureToggles {
  readonly domain: string;
  private session: ToggleSession | undefined;

  constructor(
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(AppSettings) private readonly settings: AppSettings,
    @inject(Logger) private readonly logger: Logger,
  ) {
    instanceCount += 1;
    this.domain = `tenant-admin-module#${instanceCount}`;
    openFeature.prefetch();
  }

  async initialize(context: FeatureToggleContext): Promise<void> {
    this.session = undefined;
    try {
      const sdk = await openFeature.get('feature toggles');
      const provider =
        this.settings.FEATURE_TOGGLE_SOURCE === 'static'
          ? new sdk.StaticToggleProvider(this.settings.FEATURE_TOGGLES)
          : new sdk.HostToggleProvider(this.host, FEATURE_TOGGLE_NAMES, {
              values: this.settings.FEATURE_TOGGLES,
              used: (error) =>
                this.logger.warn('The portal did not answer getFeatureToggles; using FEATURE_TOGGLES', error),
            });
      this.session = await sdk.openToggleSession(this.domain, context, provider, this.logger);
    } catch (error) {
      this.logger.error('Feature toggles could not be loaded; every toggle is off', error);
    }
  }

  isEnabled(name: string): boolean {
    return this.session?.isEnabled(name) ?? false;
  }
}
