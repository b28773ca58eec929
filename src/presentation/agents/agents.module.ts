import { ContainerModule } from 'inversify';
import { AgentsPresenter } from './agents.presenter';

export function agentsPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(AgentsPresenter).toSelf().inTransientScope();
  });
}
