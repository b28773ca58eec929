import { ContainerModule } from 'inversify';
import { ChangeCopilotUseCase } from './change-copilot.use-case';
import { LoadCopilotBotsUseCase } from './load-copilot-bots.use-case';

/** The Copilot page's use cases: stateless services, one instance each. */
export function copilotApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadCopilotBotsUseCase).toSelf().inSingletonScope();
    options.bind(ChangeCopilotUseCase).toSelf().inSingletonScope();
  });
}
