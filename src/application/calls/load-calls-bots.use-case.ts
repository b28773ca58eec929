import { inject, injectable } from 'inversify';
import type { CallsBot } from '../../domain/calls/calls-bot.entity';
import { AppSettings } from '../shared/app-settings.port';
import { toBotApplications } from '../shared/bot-applications';
import { HostGateway } from '../shared/host.port';
import { Logger } from '../shared/logger.port';
import { CallsGateway } from './calls.port';

/**
 * The Calls bot list (spec 1 §3, §7, §8) in two steps, so the rows show before any number is
 * read (issue 34): the contract's applications (one host call), then each bot's phone number
 * settings, asked by the page in the order its rows are on screen. spec 1 §8: loading failures
 * are logged and give an empty list; a failed lookup of one bot leaves that bot without
 * settings ('No information available').
 */
@injectable()
export class LoadCallsBotsUseCase {
  constructor(
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(CallsGateway) private readonly calls: CallsGateway,
    @inject(Logger) private readonly logger: Logger,
    @inject(AppSettings) private readonly settings: AppSettings,
  ) {}

  /** The bots, none of their settings read yet. */
  async list(tenantId: string): Promise<CallsBot[]> {
    try {
      const applications = toBotApplications(await this.host.getApplicationsByTenant(tenantId));
      return applications.map((application) => ({
        ...application,
        identity: this.identityOf(application.shortName),
        settings: undefined,
        stateKnown: false,
      }));
    } catch (error) {
      this.logger.error('Calls bots failed to load', error);
      return [];
    }
  }

  /** One bot's settings. Never rejects: a failed lookup is logged and leaves the bot without settings. */
  async read(bot: CallsBot): Promise<CallsBot> {
    try {
      const settings = await this.calls.getPhoneNumberSettings(bot.shortName);
      return { ...bot, settings, stateKnown: true };
    } catch (error) {
      this.logger.warn('Phone number settings unavailable', { bot: bot.shortName, error });
      return { ...bot, settings: undefined, stateKnown: true };
    }
  }

  /** spec 1 §3: identity '{shortName}@{messaging domain}'. */
  private identityOf(shortName: string): string {
    return `${shortName}@${this.settings.MSGING_DOMAIN}`;
  }
}
