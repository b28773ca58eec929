import { ContainerModule } from 'inversify';
import { CallsPresenter } from './calls.presenter';

export function callsPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(CallsPresenter).toSelf().inTransientScope();
  });
}
