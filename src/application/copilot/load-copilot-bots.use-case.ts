import { inject, injectable } from 'inversify';
import { copilotBot, type CopilotBot } from '../../domain/copilot/copilot-bot.entity';
import { toBotApplications } from '../shared/bot-applications';
import { HostGateway } from '../shared/host.port';
import { Logger } from '../shared/logger.port';
import { runBounded } from '../shared/concurrency-limiter';
import { CopilotGateway } from './copilot.gateway';

/** Configuration reads in flight at once (ARCHITECTURE §8: bounded fan-out). */
export const COPILOT_LOOKUP_CONCURRENCY = 6;

/**
 * The Copilot page's bots (spec 1 §3, §7): the contract's applications, then each bot's
 * configuration. A bot whose configuration cannot be read shows as disabled (logged); a bot
 * without permission is never read (it is disabled whatever it holds).
 */
@injectable()
export class LoadCopilotBotsUseCase {
  constructor(
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(CopilotGateway) private readonly copilot: CopilotGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /** Rejects when the applications cannot be listed. */
  async execute(tenantId: string): Promise<CopilotBot[]> {
    const applications = toBotApplications(await this.host.getApplicationsByTenant(tenantId));
    const bots = new Map<string, CopilotBot>(
      applications.map((application) => [application.shortName, copilotBot(application, [])]),
    );
    await runBounded(
      applications.filter((application) => application.hasPermission),
      COPILOT_LOOKUP_CONCURRENCY,
      (application) => this.copilot.getConfiguration(application.shortName),
      (application, items) => bots.set(application.shortName, copilotBot(application, items)),
      (application, error) =>
        this.logger.warn('Copilot configuration unavailable', { bot: application.shortName, error }),
    );
    return [...bots.values()];
  }
}
