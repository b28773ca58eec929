import { inject, injectable } from 'inversify';
import type { BuilderCaller, PipelinesGateway } from '../../application/pipelines/pipelines.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { BuilderConfiguration, TenantApplication } from '../../domain/pipelines/pipeline.entity';
import { readAnswer } from '../shared/answer-schema';
import { nonEmptyText } from '../shared/command-resource';
import { applicationIdentity, serviceAddresses, type ServiceDomains } from '../shared/service-addresses';
import { APPLICATIONS, BUILDER_CONFIGURATION } from './pipelines.schema';

/** '{product}_portal' of spec 2 §7: the product is 'blip' (docs/decisions/pipelines.md). */
export const BUILDER_PORTAL = 'blip_portal';
/** spec 2 §9: the builder configuration fetch asks for 100. */
export const BUILDER_BUCKET_URI = `/buckets/${BUILDER_PORTAL}:builder_working_configuration?$take=100`;
/** The metadata key of the user's e-mail, in the portal's own namespace. */
export const BUILDER_EMAIL_METADATA = `${BUILDER_PORTAL}.email`;
/** spec 2 §7: "a fallback default if absent" (ours: an address nobody owns). */
export const BUILDER_FALLBACK_EMAIL = 'anonymous@blip.ai';

/** The pipeline commands of spec 2 §7, one place (docs/decisions/pipelines.md, 'Calls'). */
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
    return readAnswer(APPLICATIONS, resource, 'applications');
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
    return readAnswer(BUILDER_CONFIGURATION, resource, 'builder working configuration');
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
