import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import type { FeatureToggleContext, FeatureToggles } from '../../application/shared/feature-toggles.port';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { FEATURE_TOGGLE_NAMES } from '../../domain/access/feature-toggle-names';
import { OPTIONAL_ANSWER_TIMEOUT_MS } from '../host/host.adapter';
import type { ToggleShortfall } from './host-toggle.provider';
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
 * is ready. Toggles fail closed (issue 35 §2): toggles that cannot be read are off, and with the
 * portal as the source an answer later than the short wait is applied when it comes.
 */
@injectable()
export class OpenFeatureFeatureToggles implements FeatureToggles {
  readonly domain: string;
  private session: ToggleSession | undefined;
  private lateSource: { lateAnswer(): Promise<void> | undefined } | undefined;
  private stopListening: (() => void) | undefined;
  private readonly listeners = new Set<() => void>();

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
    this.stopListening?.();
    this.stopListening = undefined;
    this.session = undefined;
    this.lateSource = undefined;
    try {
      const sdk = await openFeature.get('feature toggles');
      const provider =
        this.settings.FEATURE_TOGGLE_SOURCE === 'static'
          ? new sdk.StaticToggleProvider(this.settings.FEATURE_TOGGLES)
          : new sdk.HostToggleProvider(this.host, FEATURE_TOGGLE_NAMES, {
              shortWaitMs: OPTIONAL_ANSWER_TIMEOUT_MS,
              closed: (why, error) => this.closed(why, error),
              lateApplied: () =>
                this.logger.info('The portal answered getFeatureToggles late; its toggles apply from now on'),
            });
      const session = await sdk.openToggleSession(this.domain, context, provider, this.logger);
      this.session = session;
      if (provider instanceof sdk.HostToggleProvider) this.lateSource = provider;
      this.stopListening = session.onChange(() => {
        for (const listener of [...this.listeners]) listener();
      });
    } catch (error) {
      this.logger.error('Feature toggles could not be loaded; every toggle is off', error);
    }
  }

  isEnabled(name: string): boolean {
    return this.session?.isEnabled(name) ?? false;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  lateAnswer(): Promise<void> | undefined {
    return this.lateSource?.lateAnswer();
  }

  private closed(why: ToggleShortfall, error: unknown): void {
    if (why === 'error') {
      this.logger.warn('The portal answered getFeatureToggles with an error; every toggle is off', error);
    } else {
      this.logger.warn(
        `The portal did not answer getFeatureToggles within ${OPTIONAL_ANSWER_TIMEOUT_MS} ms; every toggle is off until it does`,
      );
    }
  }
}
