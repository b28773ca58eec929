import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { UserRoleGateway } from '../../application/access/user-role.gateway';
import { isRoleId, type RoleId } from '../../domain/access/role';
import { fieldsOf, malformed } from '../shared/command-resource';
import { serviceAddresses } from '../shared/service-addresses';

/** Spec 1 §7: GET /tenants/{tenantId}/users/{userIdentity} on the portal → roleId. */
@injectable()
export class UserRoleCommandGateway implements UserRoleGateway {
  private readonly portal: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.portal = serviceAddresses(settings).portal;
  }

  async getRole(tenantId: string, userIdentity: string): Promise<RoleId> {
    const resource = await this.channel.send<unknown>({
      to: this.portal,
      method: 'get',
      uri: `/tenants/${encodeURIComponent(tenantId)}/users/${userIdentity}`,
    });
    const roleId = fieldsOf(resource, 'tenant user')['roleId'];
    const normalized = typeof roleId === 'string' ? roleId.trim().toLowerCase() : roleId;
    if (!isRoleId(normalized)) throw malformed('tenant user roleId');
    return normalized;
  }
}
