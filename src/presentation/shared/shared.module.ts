import { ContainerModule } from 'inversify';
import { Tracker } from './tracker.service';

/** Services every presentation feature may use. */
export function sharedPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(Tracker).toSelf().inSingletonScope();
  });
}
