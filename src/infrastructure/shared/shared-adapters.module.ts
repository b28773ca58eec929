import { ContainerModule } from 'inversify';
import { Clock } from '../../application/shared/clock.port';
import { FeatureToggles } from '../../application/shared/feature-toggles.port';
import { Logger } from '../../application/shared/logger.port';
import { ConsoleLogger } from './logger.adapter';
import { OpenFeatureFeatureToggles } from './feature-toggles.adapter';
import { SystemClock } from './clock.adapter';

export function sharedAdaptersModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind<FeatureToggles>(FeatureToggles).to(OpenFeatureFeatureToggles).inSingletonScope();
    options.bind<Clock>(Clock).to(SystemClock).inSingletonScope();
    options.bind<Logger>(Logger).to(ConsoleLogger).inSingletonScope();
  });
}
