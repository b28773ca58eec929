import { Container, type ContainerModule } from 'inversify';
import { AppSettings } from '../application/shared/app-settings.port';
import { FeatureModules } from '../application/shared/feature-modules.port';
import { LocalRun } from '../application/shared/local-run.port';
import { MembersCounter } from '../application/tenant/members-counter.port';
import { hostAdaptersModule } from '../infrastructure/host/host.module';
import { eagerModulesOf, FEATURE_MANIFEST } from './feature-manifest';
import { ContainerFeatureModules } from './lazy-feature-modules';
import { LazyMembersCounter } from './lazy-members-counter';

export interface ComposeOptions {
  /** Issue 20 §3: a run on this machine, the only one whose uploads may use loopback http. */
  readonly localRun: boolean;
  /** Language of the texts shown before the session says which. */
  readonly initialLanguage?: string | undefined;
}

/**
 * Everything but the host transport is the same in every profile (architecture.md §2):
 * swapping the host is swapping that one module.
 */
export function composeContainer(
  settings: AppSettings,
  transport: ContainerModule,
  { localRun, initialLanguage }: ComposeOptions,
): Container {
  const container = new Container();
  container.bind<AppSettings>(AppSettings).toConstantValue(settings);
  container.bind<LocalRun>(LocalRun).toConstantValue(localRun);
  const features = new ContainerFeatureModules(container);
  container.bind<FeatureModules>(FeatureModules).toConstantValue(features);
  container.bind<MembersCounter>(MembersCounter).toConstantValue(new LazyMembersCounter(container, features));
  container.load(transport, hostAdaptersModule(), ...eagerModulesOf(FEATURE_MANIFEST, { initialLanguage }));
  return container;
}
