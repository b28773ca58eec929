import { ContainerModule } from 'inversify';
import { MembersPagePresenter } from './members-page.presenter';

export function membersPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(MembersPagePresenter).toSelf().inTransientScope();
  });
}
