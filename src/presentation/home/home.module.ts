import { ContainerModule } from 'inversify';
import { HomePresenter } from './home.presenter';

export function homePresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(HomePresenter).toSelf().inTransientScope();
  });
}
