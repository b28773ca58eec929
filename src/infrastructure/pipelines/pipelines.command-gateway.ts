import { inject, injectable } from 'inversify';
import type { BuilderCaller, PipelinesGateway } from '../../application/pipelines/pipelines.gateway';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { BuilderConfiguration, TenantApplication } from '../../domain/pipelines/pipeline.entity';
import { fieldsOf, isFields, nonEmptyText } from '../shared/command-resource';
import { applicationIdentity, serviceAddresses, type ServiceDomains } from '../shared/service-addresses';

/** '{product}_portal' of spec 2 §7: the product is 'blip' (docs/decisions.md 'Pipeline calls'). */
export const BUILDER_PORTAL = 'blip_portal';
/** spec 2 §9: the builder configuration fetch asks for 100. */
export const BUILDER_BUCKET_URI = `/buckets/${BUILDER_PORTAL}:builder_working_configuration?$take=100`;
/** The metadata key of the user's e-mail, in the portal's own namespace. */
export const BUILDER_EMAIL_METADATA = `${BUILDER_PORTAL}.email`;
/** spec 2 §7: "a fallback default if absent" (ours: an address nobody owns). */
export const BUILDER_FALLBACK_EMAIL = 'anonymous@blip.ai';

/** The pipeline commands of spec 2 §7, one place (docs/decisions.md 'Pipeline calls'). */
@injectable()
export class PipelinesCommandGateway implements PipelinesGateway {
  private readonly domains: ServiceDomains;
  private readonly portal: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.domains = settings;
    this.portal = serviceAddresses(settings).portal;
  }

  async listApplications(tenantId: string): Promise<TenantApplication[]> {
    const resource = await this.channel.send<unknown>({
      to: this.portal,
      method: 'get',
      uri: `/tenants/${encodeURIComponent(tenantId)}/applications`,
    });
    const items = Array.isArray(resource) ? resource : (fieldsOf(resource, 'applications')['items'] ?? []);
    return Array.isArray(items) ? items.flatMap(toApplication) : [];
  }

  async getBuilderConfiguration(pipelineId: string, caller: BuilderCaller): Promise<BuilderConfiguration> {
    const resource = await this.channel.send<unknown>({
      from: applicationIdentity(pipelineId, this.domains),
      pp: caller.localNode,
      method: 'get',
      uri: BUILDER_BUCKET_URI,
      metadata: {
        [BUILDER_EMAIL_METADATA]: nonEmptyText(caller.email) ?? BUILDER_FALLBACK_EMAIL,
        'server.shouldStore': 'true',
      },
    });
    const fields = fieldsOf(resource, 'builder working configuration');
    return {
      statesCount: text(fields['builder:statesCount']),
      statesPublish: text(fields['builder:statesPublish']),
    };
  }

  async deleteApplication(id: string): Promise<void> {
    const identity = applicationIdentity(encodeURIComponent(id), this.domains);
    await this.channel.send({
      to: this.portal,
      method: 'delete',
      uri: `/applications/${identity}?messagingHubCommandWithDelegation=true`,
    });
  }
}

/** A number may arrive unquoted; the rule reads text. */
function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return nonEmptyText(value);
}

/** Applications without a shortName cannot be addressed and are left out; hasPermission defaults true. */
function toApplication(raw: unknown): TenantApplication[] {
  if (!isFields(raw)) return [];
  const id = nonEmptyText(raw['shortName'])?.trim();
  if (id === undefined) return [];
  return [
    {
      id,
      name: nonEmptyText(raw['name'])?.trim() ?? id,
      template: nonEmptyText(raw['template']),
      pipelineId: nonEmptyText(raw['pipelineId']),
      created: nonEmptyText(raw['created']),
      updated: nonEmptyText(raw['updated']),
      emailOwner: nonEmptyText(raw['emailOwner']),
      hasPermission: raw['hasPermission'] !== false,
    },
  ];
}
