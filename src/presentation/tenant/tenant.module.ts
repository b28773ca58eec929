import { ContainerModule } from 'inversify';
import { ContractCardPresenter } from './contract-card.presenter';
import { ContractEditPresenter } from './contract-edit.presenter';
import { LeaveContractPresenter } from './leave-contract.presenter';

/** The contract card's presenters, one per mounted card. */
export function tenantPresentationModule(): ContainerModule {
  return new ContainerModule((options) => {
    options.bind(ContractCardPresenter).toSelf().inTransientScope();
    options.bind(ContractEditPresenter).toSelf().inTransientScope();
    options.bind(LeaveContractPresenter).toSelf().inTransientScope();
  });
}
