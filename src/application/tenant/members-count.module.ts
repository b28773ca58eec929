import { ContainerModule } from 'inversify';
import { CountContractMembersUseCase } from './count-contract-members.use-case';

/** The contract card's members count: lazy, beside the members' gateway it pages with. */
export function membersCountModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(CountContractMembersUseCase).toSelf().inSingletonScope();
  });
}
