import { inject, injectable } from 'inversify';
import { toSafeHttpsUrl } from '../../domain/shared/safe-url.rule';
import { checkContractName } from '../../domain/tenant/contract-name.rule';
import type { CurrentTenant, TenantInfo } from '../../domain/tenant/tenant.entity';
import { lateCommand } from '../shared/late-answers.port';
import { SaveContractUseCase } from './save-contract.use-case';
import { TenantGateway } from './tenant.port';

/**
 * A contract save the host carried out after the module stopped waiting for it, or after the
 * portal reloaded the module mid-save (issue 13 §1). The save landed, but the module never told
 * the portal, whose copy of the contract (what getCurrentTenant answers) is still the old one:
 * it is told now, as after any save, and the saved contract is what the card shows. After a
 * reload the request's resource is not known (the journal keeps none, issue 20 §5): the saved
 * contract is then read from the backend.
 */
@injectable()
export class AdoptLateContractSaveUseCase {
  constructor(
    @inject(TenantGateway) private readonly tenants: TenantGateway,
    @inject(SaveContractUseCase) private readonly saveContract: SaveContractUseCase,
  ) {}

  /** The contract as saved, or undefined when the late answer is not a save of `current`. */
  async execute(
    current: CurrentTenant,
    action: string,
    content: unknown,
  ): Promise<CurrentTenant | undefined> {
    const command = lateCommand(action, content);
    if (command === undefined) return undefined;
    const saved =
      this.tenants.savedBy(command, current.id) ??
      (this.tenants.savesContract(command, current.id) ? await this.storedContract(current.id) : undefined);
    if (saved === undefined) return undefined;
    // The request was the module's own, but it came back through storage: checked as any input
    // (spec 1 §5; a photo save sends the name unchanged).
    const check = checkContractName(saved.name, current.name);
    if (check.kind === 'too-short' || check.kind === 'too-long') return undefined;
    const name = check.kind === 'save' ? check.name : current.name;
    const photoUri = saved.photoUri === undefined ? null : toSafeHttpsUrl(saved.photoUri);
    const tenant: CurrentTenant = { ...current, name, photoUri: photoUri ?? current.photoUri };
    await this.saveContract.tellHost(tenant);
    return tenant;
  }

  /**
   * The contract as the backend holds it (GET /tenants-mine), for a save known only by its method
   * and URI (the frame was reloaded; issue 20 §5); undefined when it cannot be read.
   */
  private async storedContract(tenantId: string): Promise<Pick<TenantInfo, 'name' | 'photoUri'> | undefined> {
    try {
      const stored = (await this.tenants.listMyTenants()).find((tenant) => tenant.id === tenantId);
      return stored === undefined ? undefined : { name: stored.name, photoUri: stored.photoUri };
    } catch {
      return undefined;
    }
  }
}
