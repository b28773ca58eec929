import { inject, injectable } from 'inversify';
import { withCallingChange, type CallsBot } from '../../domain/calls/calls-bot.entity';
import type { CallingChange } from '../../domain/calls/phone-number-settings.entity';
import { runBulk, type BulkOutcome } from '../shared/bulk-outcome';
import { CallsGateway } from './calls.port';

/**
 * Writes a bot's calling settings (spec 1 §4, §7) through setApplicationPhoneNumberSettings and
 * resolves with the bot as saved; bulk actions send one request per bot, 6 at a time. Bots
 * without permission are never sent.
 */
@injectable()
export class ChangeCallsSettingUseCase {
  constructor(@inject(CallsGateway) private readonly calls: CallsGateway) {}

  async apply(tenantId: string, bot: CallsBot, change: CallingChange): Promise<CallsBot> {
    await this.calls.changeCalling(tenantId, bot.identity, change);
    return withCallingChange(bot, change);
  }

  /** Succeeded bots come back as saved; failed ones as they were. */
  async applyMany(
    tenantId: string,
    bots: readonly CallsBot[],
    change: CallingChange,
  ): Promise<BulkOutcome<CallsBot>> {
    const outcome = await runBulk(
      bots.filter((bot) => bot.hasPermission),
      (bot) => this.calls.changeCalling(tenantId, bot.identity, change),
    );
    return { ...outcome, succeeded: outcome.succeeded.map((bot) => withCallingChange(bot, change)) };
  }
}
