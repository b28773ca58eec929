import { ContainerModule } from 'inversify';
import { AdoptLateContractSaveUseCase } from './adopt-late-contract-save.use-case';
import { ChangeContractPhotoUseCase } from './change-contract-photo.use-case';
import { LeaveContractUseCase } from './leave-contract.use-case';
import { LeaveDestinationUseCase } from './leave-destination.use-case';
import { RenameContractUseCase } from './rename-contract.use-case';
import { SaveContractUseCase } from './save-contract.use-case';

/** Contract card and leave-contract use cases: stateless services, one instance each. */
export function tenantUseCasesModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(SaveContractUseCase).toSelf().inSingletonScope();
    options.bind(RenameContractUseCase).toSelf().inSingletonScope();
    options.bind(AdoptLateContractSaveUseCase).toSelf().inSingletonScope();
    options.bind(ChangeContractPhotoUseCase).toSelf().inSingletonScope();
    options.bind(LeaveDestinationUseCase).toSelf().inSingletonScope();
    options.bind(LeaveContractUseCase).toSelf().inSingletonScope();
  });
}
