import { inject, injectable } from 'inversify';
import type { CurrentTenant } from '../../domain/tenant/tenant.entity';
import { HostGateway } from '../shared/host.port';
import { Logger } from '../shared/logger.port';
import { TenantGateway } from './tenant.port';

/**
 * Saves the contract (the whole tenant, spec 1 §7) and then tells the host, whose header
 * shows the contract too. The save is what counts: the host failing to hear about it is
 * only logged. Rejects with the gateway's failure when the save fails.
 */
@injectable()
export class SaveContractUseCase {
  constructor(
    @inject(TenantGateway) private readonly tenants: TenantGateway,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  async execute(tenant: CurrentTenant): Promise<CurrentTenant> {
    const { clusterName: _cluster, ...info } = tenant;
    await this.tenants.saveTenant(info);
    await this.tellHost(tenant);
    return tenant;
  }

  /** setCurrentTenant: the host's header shows the contract too. Never rejects. */
  async tellHost(tenant: CurrentTenant): Promise<void> {
    try {
      await this.host.setCurrentTenant(tenant);
    } catch (error) {
      this.logger.warn('The host was not told about the saved contract', error);
    }
  }
}
