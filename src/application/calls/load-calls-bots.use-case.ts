import { inject, injectable } from 'inversify';
import type { CallsBot } from '../../domain/calls/calls-bot.entity';
import { AppSettings } from '../shared/app-settings.port';
import { toBotApplications } from '../shared/bot-applications';
import { HostGateway } from '../shared/host.port';
import { Logger } from '../shared/logger.port';
import { runBounded } from '../shared/concurrency-limiter';
import { CallsGateway } from './calls.gateway';

/** Phone number lookups in flight at once (ARCHITECTURE §8: bounded fan-out). */
export const CALLS_LOOKUP_CONCURRENCY = 6;

/**
 * The Calls bot list (spec 1 §3, §7, §8): the contract's applications with each bot's phone
 * number settings. spec 1 §8: loading failures are logged and give an empty list; a failed
 * lookup of one bot leaves that bot without settings ('No information available').
 */
@injectable()
export class LoadCallsBotsUseCase {
  constructor(
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(CallsGateway) private readonly calls: CallsGateway,
    @inject(Logger) private readonly logger: Logger,
    @inject(AppSettings) private readonly settings: AppSettings,
  ) {}

  async execute(tenantId: string): Promise<CallsBot[]> {
    let applications;
    try {
      applications = toBotApplications(await this.host.getApplicationsByTenant(tenantId));
    } catch (error) {
      this.logger.error('Calls bots failed to load', error);
      return [];
    }
    const bots = new Map<string, CallsBot>(
      applications.map((application) => [
        application.shortName,
        { ...application, identity: this.identityOf(application.shortName), settings: undefined },
      ]),
    );
    await runBounded(
      applications,
      CALLS_LOOKUP_CONCURRENCY,
      (application) => this.calls.getPhoneNumberSettings(application.shortName),
      (application, settings) => {
        const bot = bots.get(application.shortName);
        if (bot !== undefined) bots.set(application.shortName, { ...bot, settings });
      },
      (application, error) =>
        this.logger.warn('Phone number settings unavailable', { bot: application.shortName, error }),
    );
    return [...bots.values()];
  }

  /** spec 1 §3: identity '{shortName}@{messaging domain}'. */
  private identityOf(shortName: string): string {
    return `${shortName}@${this.settings.MSGING_DOMAIN}`;
  }
}
