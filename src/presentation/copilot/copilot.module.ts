import { ContainerModule } from 'inversify';
import { CopilotPresenter } from './copilot.presenter';

export function copilotPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(CopilotPresenter).toSelf().inTransientScope();
  });
}
