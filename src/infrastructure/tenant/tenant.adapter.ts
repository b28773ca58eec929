import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { OwnedChatbot, TenantGateway, TenantSummary } from '../../application/tenant/tenant.port';
import type { LateCommand } from '../../application/shared/late-answers.port';
import type { TenantInfo } from '../../domain/tenant/tenant.entity';
import { isFields, nonEmptyText } from '../shared/command-resource';
import { MediaTypes } from '../shared/media-types';
import { serviceAddresses } from '../shared/service-addresses';
import { lazyImport } from '../shared/lazy-import';

/** The contract's answer schemas (they carry valibot: lazy-import.ts), loaded beside the first request. */
const tenantSchemas = lazyImport(() => import('./tenant.schema'));

/**
 * Spec 1 §7 'Portal service', the contract's own commands. User identities go into URIs as
 * the platform writes them (already URL-encoded e-mail @ domain), as for the role lookup.
 */
const tenantUri = (tenantId: string): string => `/tenants/${encodeURIComponent(tenantId)}`;

@injectable()
export class TenantCommandGateway implements TenantGateway {
  private readonly portal: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.portal = serviceAddresses(settings).portal;
    tenantSchemas.prefetch();
  }

  async saveTenant(tenant: TenantInfo): Promise<void> {
    const resource: Record<string, unknown> = {
      id: tenant.id,
      name: tenant.name,
      creationDate: tenant.creationDate,
      ownerIdentity: tenant.ownerIdentity,
    };
    if (tenant.photoUri !== undefined) resource['photoUri'] = tenant.photoUri;
    if (tenant.plan !== undefined) resource['plan'] = tenant.plan;
    await this.channel.send({
      to: this.portal,
      method: 'set',
      uri: tenantUri(tenant.id),
      type: MediaTypes.tenant,
      resource,
    });
  }

  savesContract(command: LateCommand, tenantId: string): boolean {
    return command.method.toLowerCase() === 'set' && command.uri === tenantUri(tenantId);
  }

  savedBy(command: LateCommand, tenantId: string): Pick<TenantInfo, 'name' | 'photoUri'> | undefined {
    const { resource } = command;
    if (!this.savesContract(command, tenantId)) return undefined;
    if (!isFields(resource) || resource['id'] !== tenantId) return undefined;
    const name = nonEmptyText(resource['name']);
    if (name === undefined) return undefined;
    return { name, photoUri: nonEmptyText(resource['photoUri']) };
  }

  async listOwnedChatbots(tenantId: string, userIdentity: string): Promise<OwnedChatbot[]> {
    const [resource, { readAnswer, OWNED_CHATBOTS }] = await Promise.all([
      this.channel.send<unknown>({
        to: this.portal,
        method: 'get',
        uri: `/tenants/${encodeURIComponent(tenantId)}/unique-admin-applications/${userIdentity}`,
      }),
      tenantSchemas.get('unique admin applications'),
    ]);
    return readAnswer(OWNED_CHATBOTS, resource, 'unique admin applications');
  }

  async listMyTenants(): Promise<TenantSummary[]> {
    const [resource, { readAnswer, TENANT_SUMMARIES }] = await Promise.all([
      this.channel.send<unknown>({ to: this.portal, method: 'get', uri: '/tenants-mine' }),
      tenantSchemas.get('tenants of the user'),
    ]);
    return readAnswer(TENANT_SUMMARIES, resource, 'tenants of the user');
  }

  async removeUser(tenantId: string, userIdentity: string): Promise<void> {
    await this.channel.send({
      to: this.portal,
      method: 'delete',
      uri: `/tenants/${encodeURIComponent(tenantId)}/users/${userIdentity}`,
    });
  }
}
