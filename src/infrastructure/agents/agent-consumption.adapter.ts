import { inject, injectable } from 'inversify';
import type { AgentConsumptionGateway } from '../../application/agents/agent-consumption.port';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { AgentConsumption } from '../../domain/agents/agent.entity';
import { isCommandFailure } from '../../domain/shared/command-failure';
import { serviceAddresses } from '../shared/service-addresses';
import { readAnswer } from '../shared/answer-schema';
import { AGENT_CONSUMPTIONS } from './agent.schema';

/** spec 3 §5.1 / §9: detail requests ask every row ($take=-1). */
export const ALL_ROWS = -1;

/** GET /tenants/{tenantId}/agents/monthly/by-agent on the billing service (spec 3 §7.2). */
@injectable()
export class AgentConsumptionCommandGateway implements AgentConsumptionGateway {
  private readonly billing: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.billing = serviceAddresses(settings).billing;
  }

  async getMonthly(tenantId: string, month: string): Promise<AgentConsumption[]> {
    let resource: unknown;
    try {
      resource = await this.channel.send<unknown>({
        to: this.billing,
        method: 'get',
        uri: `/tenants/${encodeURIComponent(tenantId)}/agents/monthly/by-agent?month=${encodeURIComponent(month)}&$take=${ALL_ROWS}`,
      });
    } catch (error) {
      if (isCommandFailure(error) && error.isNotFound) return [];
      throw error;
    }
    return readAnswer(AGENT_CONSUMPTIONS, resource, 'monthly agent consumption');
  }
}
