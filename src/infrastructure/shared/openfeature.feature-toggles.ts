import {
  ErrorCode,
  OpenFeature,
  type Client,
  type EvaluationContext,
  type Provider,
} from '@openfeature/web-sdk';
import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import type { FeatureToggleContext, FeatureToggles } from '../../application/shared/feature-toggles.port';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { FEATURE_TOGGLE_NAMES } from '../../domain/access/feature-toggle-names';
import { HostToggleProvider } from './host-toggle.provider';
import { StaticToggleProvider } from './static-toggle.provider';

/** Each instance owns an OpenFeature domain, so tests (and a second container) never share state. */
let instanceCount = 0;

/**
 * FeatureToggles over the OpenFeature web SDK. `initialize` sets the evaluation context
 * (user and tenant) and the provider chosen by FEATURE_TOGGLE_SOURCE, then waits until it
 * is ready. If toggles cannot be loaded every toggle is off (fail closed) and it is logged.
 */
@injectable()
export class OpenFeatureFeatureToggles implements FeatureToggles {
  readonly domain: string;
  private readonly client: Client;
  private ready = false;
  private readonly warnedUnknown = new Set<string>();

  constructor(
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(AppSettings) private readonly settings: AppSettings,
    @inject(Logger) private readonly logger: Logger,
  ) {
    instanceCount += 1;
    this.domain = `tenant-admin-module#${instanceCount}`;
    this.client = OpenFeature.getClient(this.domain);
  }

  async initialize(context: FeatureToggleContext): Promise<void> {
    const evaluationContext: EvaluationContext = {
      targetingKey: context.userIdentity,
      email: context.email,
      tenantId: context.tenantId,
    };
    this.ready = false;
    try {
      await OpenFeature.setProviderAndWait(this.domain, this.createProvider(), evaluationContext);
      this.ready = true;
    } catch (error) {
      this.logger.error('Feature toggles could not be loaded; every toggle is off', error);
    }
  }

  isEnabled(name: string): boolean {
    if (!this.ready) return false;
    const details = this.client.getBooleanDetails(name, false);
    if (details.errorCode === ErrorCode.FLAG_NOT_FOUND && !this.warnedUnknown.has(name)) {
      this.warnedUnknown.add(name);
      this.logger.warn(`Unknown feature toggle '${name}' is off`);
    }
    return details.value;
  }

  private createProvider(): Provider {
    return this.settings.FEATURE_TOGGLE_SOURCE === 'static'
      ? new StaticToggleProvider(this.settings.FEATURE_TOGGLES)
      : new HostToggleProvider(this.host, FEATURE_TOGGLE_NAMES, {
          values: this.settings.FEATURE_TOGGLES,
          used: (error) =>
            this.logger.warn('The portal did not answer getFeatureToggles; using FEATURE_TOGGLES', error),
        });
  }
}
