import { inject, injectable } from 'inversify';
import { lastUsedTenantRedirect, otherTenantRedirect } from '../../domain/tenant/contract-url.rule';
import { isMalformedLastUsedTenants, lastUsedOtherTenant } from '../../domain/tenant/last-used-tenant.rule';
import { isPlainTenantId, sameTenantId } from '../../domain/tenant/tenant-id.rule';
import type { LoggedUser } from '../../domain/tenant/logged-user.entity';
import { HostGateway } from '../shared/host.port';
import { Logger } from '../shared/logger.port';
import type { TenantSummary } from './tenant.port';

/** Asking the host for tenant URLs is bounded: a long list must not turn into a long wait. */
const MAX_OTHER_TENANTS_TRIED = 5;

/**
 * Where the top window goes after leaving (spec 1 'Leave contract flow'): the most recently
 * used other tenant, else any other tenant of the user's list, else nowhere (null). Tenant
 * URLs come from the host and are used only when they are valid https addresses.
 */
@injectable()
export class LeaveDestinationUseCase {
  constructor(
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  async execute(
    user: LoggedUser,
    leftTenantId: string,
    myTenants: readonly TenantSummary[],
  ): Promise<string | null> {
    const history = user.extras.lastUsedTenants;
    if (isMalformedLastUsedTenants(history)) {
      this.logger.warn('lastUsedTenants is not a JSON array; using the tenant list instead');
    }
    const lastUsed = lastUsedOtherTenant(history, leftTenantId);
    if (lastUsed !== null) {
      const url = await this.tenantUrl(lastUsed);
      const redirect = url === null ? null : lastUsedTenantRedirect(url);
      if (redirect !== null) return redirect;
    }
    const others = myTenants
      .filter((tenant) => isPlainTenantId(tenant.id) && !sameTenantId(tenant.id, leftTenantId))
      .slice(0, MAX_OTHER_TENANTS_TRIED);
    for (const other of others) {
      const url = await this.tenantUrl(other.id);
      const redirect = url === null ? null : otherTenantRedirect(url);
      if (redirect !== null) return redirect;
    }
    return null;
  }

  private async tenantUrl(tenantId: string): Promise<string | null> {
    try {
      return await this.host.getTenantUrl(tenantId);
    } catch (error) {
      this.logger.warn(`No URL for tenant '${tenantId}'`, error);
      return null;
    }
  }
}
