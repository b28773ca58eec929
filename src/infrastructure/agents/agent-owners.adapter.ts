import { inject, injectable } from 'inversify';
import type { AgentOwnersGateway } from '../../application/agents/agent-owners.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import { Logger } from '../../application/shared/logger.port';
import { botShortNames } from '../../domain/agents/agent-bots.rule';
import { readAnswer } from '../shared/answer-schema';
import { serviceAddresses } from '../shared/service-addresses';
import { AGENT_OWNERS } from './agent.schema';

/** GET /tenants/{tenantId}/agents/{encoded userIdentity}/owners on the desk (spec 1 §7). */
@injectable()
export class AgentOwnersCommandGateway implements AgentOwnersGateway {
  private readonly desk: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
    @inject(Logger) private readonly logger: Logger,
  ) {
    this.desk = serviceAddresses(settings).desk;
  }

  async getBots(tenantId: string, userIdentity: string): Promise<string[]> {
    try {
      const resource = await this.channel.send<unknown>({
        to: this.desk,
        method: 'get',
        uri: `/tenants/${encodeURIComponent(tenantId)}/agents/${encodeURIComponent(userIdentity)}/owners`,
      });
      return botShortNames(readAnswer(AGENT_OWNERS, resource, 'agent owners'));
    } catch (error) {
      // spec 1 §7: on error an empty list; the row still shows, without bots.
      this.logger.warn('Agent owners failed to load', { userIdentity, error });
      return [];
    }
  }
}
