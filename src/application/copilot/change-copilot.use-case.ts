import { inject, injectable } from 'inversify';
import type { CopilotBot } from '../../domain/copilot/copilot-bot.entity';
import { runBulk, type BulkOutcome } from '../shared/bulk-outcome';
import { CopilotGateway } from './copilot.port';

/**
 * Turning copilot on or off (spec 1 §4, §7; docs/decisions/copilot-and-calls.md 'Copilot addresses'): the switch of
 * one bot uses the per-bot form; 'Enable Selected' / 'Disable Selected' use the configuration
 * form, one command per bot, 6 at a time. Bots without permission are never sent.
 */
@injectable()
export class ChangeCopilotUseCase {
  constructor(@inject(CopilotGateway) private readonly copilot: CopilotGateway) {}

  async setOne(bot: CopilotBot, enabled: boolean): Promise<CopilotBot> {
    await this.copilot.setEnabled(bot.shortName, enabled);
    return { ...bot, enabled, readFailed: false };
  }

  /**
   * Bots known to be in the wanted state count as saved without a command; a bot whose
   * configuration could not be read is sent its command like any other.
   */
  async setMany(
    bots: readonly CopilotBot[],
    enabled: boolean,
    localNode: string,
  ): Promise<BulkOutcome<CopilotBot>> {
    const allowed = bots.filter((bot) => bot.hasPermission);
    const alreadySo = (bot: CopilotBot) => bot.readFailed !== true && bot.enabled === enabled;
    const outcome = await runBulk(
      allowed.filter((bot) => !alreadySo(bot)),
      (bot) => this.copilot.configureEnabled(bot.shortName, enabled, localNode),
    );
    const unchanged = allowed.filter(alreadySo);
    return {
      succeeded: [...unchanged, ...outcome.succeeded].map((bot) => ({ ...bot, enabled, readFailed: false })),
      failed: outcome.failed,
    };
  }
}
