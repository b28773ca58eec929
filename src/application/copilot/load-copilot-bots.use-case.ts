import { inject, injectable } from 'inversify';
import {
  copilotBot,
  unreadableCopilotBot,
  unreadCopilotBot,
  type CopilotBot,
} from '../../domain/copilot/copilot-bot.entity';
import { toBotApplications } from '../shared/bot-applications';
import { HostGateway } from '../shared/host.port';
import { Logger } from '../shared/logger.port';
import { CopilotGateway } from './copilot.port';

/**
 * The Copilot page's bots (spec 1 §3, §7) in two steps, so the rows show before any
 * configuration is read (issue 34): the contract's applications (one host call), then each
 * bot's configuration, asked by the page in the order its rows are on screen.
 */
@injectable()
export class LoadCopilotBotsUseCase {
  constructor(
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(CopilotGateway) private readonly copilot: CopilotGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /** The bots, none of their configurations read yet. Rejects when the applications cannot be listed. */
  async list(tenantId: string): Promise<CopilotBot[]> {
    const applications = toBotApplications(await this.host.getApplicationsByTenant(tenantId));
    return applications.map(unreadCopilotBot);
  }

  /**
   * One bot's configuration. Never rejects: a configuration that cannot be read shows the bot
   * disabled, marked as not read (logged). A bot without permission is not read (it is disabled whatever it holds).
   */
  async read(bot: CopilotBot): Promise<CopilotBot> {
    if (!bot.hasPermission) return bot;
    try {
      return copilotBot(bot, await this.copilot.getConfiguration(bot.shortName));
    } catch (error) {
      this.logger.warn('Copilot configuration unavailable', { bot: bot.shortName, error });
      return unreadableCopilotBot(bot);
    }
  }
}
