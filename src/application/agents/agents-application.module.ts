import { ContainerModule } from 'inversify';
import { AddAgentsUseCase } from './add-agents.use-case';
import { ChangeAgentUseCase } from './change-agent.use-case';
import { LoadAgentsUseCase } from './load-agents.use-case';

/** The agents page's use cases: stateless services, one instance each. */
export function agentsApplicationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(LoadAgentsUseCase).toSelf().inSingletonScope();
    options.bind(ChangeAgentUseCase).toSelf().inSingletonScope();
    options.bind(AddAgentsUseCase).toSelf().inSingletonScope();
  });
}
