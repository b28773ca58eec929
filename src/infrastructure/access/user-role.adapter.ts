import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { UserRoleGateway } from '../../application/access/user-role.port';
import type { RoleId } from '../../domain/access/role';
import { serviceAddresses } from '../shared/service-addresses';
import { lazyImport } from '../shared/lazy-import';

/** The access answers' schemas (they carry valibot: lazy-import.ts), loaded beside the first request. */
const accessSchemas = lazyImport(() => import('./access.schema'));

/** Spec 1 §7: GET /tenants/{tenantId}/users/{userIdentity} on the portal → roleId. */
@injectable()
export class UserRoleCommandGateway implements UserRoleGateway {
  private readonly portal: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.portal = serviceAddresses(settings).portal;
    accessSchemas.prefetch();
  }

  async getRole(tenantId: string, userIdentity: string): Promise<RoleId> {
    const [resource, { readAnswer, USER_ROLE }] = await Promise.all([
      this.channel.send<unknown>({
        to: this.portal,
        method: 'get',
        uri: `/tenants/${encodeURIComponent(tenantId)}/users/${userIdentity}`,
      }),
      accessSchemas.get('tenant user'),
    ]);
    return readAnswer(USER_ROLE, resource, 'tenant user');
  }
}
