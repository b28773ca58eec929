import { inject, injectable } from 'inversify';
import { AppSettings } from '../../application/shared/app-settings.port';
import { CommandChannel } from '../../application/shared/command-channel.port';
import type { AgentPlanGateway } from '../../application/access/agent-plan.port';
import type { AgentPlanStatus } from '../../domain/access/agent-plan.entity';
import { serviceAddresses } from '../shared/service-addresses';
import { lazyImport } from '../shared/lazy-import';

/** The access answers' schemas (they carry valibot: lazy-import.ts), loaded beside the first request. */
const accessSchemas = lazyImport(() => import('./access.schema'));

/**
 * Spec 1 §7 'AI platform': GET /agent-plan/{tenantId}/active. Failures propagate: the
 * access rules decide that an error means "no access" (spec 1 §8).
 */
@injectable()
export class AgentPlanCommandGateway implements AgentPlanGateway {
  private readonly ai: string;

  constructor(
    @inject(CommandChannel) private readonly channel: CommandChannel,
    @inject(AppSettings) settings: AppSettings,
  ) {
    this.ai = serviceAddresses(settings).ai;
    accessSchemas.prefetch();
  }

  async getActivePlan(tenantId: string): Promise<AgentPlanStatus> {
    const [resource, { readAnswer, AGENT_PLAN }] = await Promise.all([
      this.channel.send<unknown>({
        to: this.ai,
        method: 'get',
        uri: `/agent-plan/${encodeURIComponent(tenantId)}/active`,
      }),
      accessSchemas.get('agent plan'),
    ]);
    return readAnswer(AGENT_PLAN, resource, 'agent plan');
  }
}
