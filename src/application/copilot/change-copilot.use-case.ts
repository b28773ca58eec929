import { inject, injectable } from 'inversify';
import type { CopilotBot } from '../../domain/copilot/copilot-bot.entity';
import { runBulk, type BulkOutcome } from '../shared/bulk-outcome';
import { CopilotGateway } from './copilot.gateway';

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
    return { ...bot, enabled };
  }

  /** Bots already in the wanted state count as saved without a command. */
  async setMany(
    bots: readonly CopilotBot[],
    enabled: boolean,
    localNode: string,
  ): Promise<BulkOutcome<CopilotBot>> {
    const allowed = bots.filter((bot) => bot.hasPermission);
    const outcome = await runBulk(
      allowed.filter((bot) => bot.enabled !== enabled),
      (bot) => this.copilot.configureEnabled(bot.shortName, enabled, localNode),
    );
    const unchanged = allowed.filter((bot) => bot.enabled === enabled);
    return {
      succeeded: [...unchanged, ...outcome.succeeded].map((bot) => ({ ...bot, enabled })),
      failed: outcome.failed,
    };
  }
}
