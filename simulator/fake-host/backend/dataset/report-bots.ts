import type { FakeBackendContext } from '../backend-context';
import { derivePrng } from '../prng';
import { splitTotal } from './seed-consumption';

/** A chatbot as the usage reports list it: the contract's bots, then older ones (up to `rows`). */
export interface ReportBot {
  readonly botName: string;
  readonly botId: string;
  readonly botIdentity: string;
  readonly weight: number;
}

/**
 * The report rows' chatbots: the scenario's `rows` count (up to 10,000, architecture.md §8). The
 * contract's own bots come first; the rest stand for bots removed since, still billed. A few
 * bots carry most of the traffic.
 */
export function reportBots(context: FakeBackendContext): readonly ReportBot[] {
  return context.slice('report-bots', (random, ctx) => {
    const count = Math.max(0, ctx.counts.rows);
    return Array.from({ length: count }, (_, index): ReportBot => {
      const own = ctx.data.bots[index];
      const botId = own?.shortName ?? `chatbot${index + 1}`;
      return {
        botName: own?.name ?? `Chatbot ${index + 1}`,
        botId,
        botIdentity: `${botId}@${ctx.domains.MSGING_DOMAIN}`,
        weight: (0.6 + 0.8 * random.next()) / Math.pow(index + 1, 0.8),
      };
    });
  });
}

/** Each report bot's share of a month's total (every bot listed, in the bots' order). */
export function botTotals(context: FakeBackendContext, key: string, month: string, total: number): number[] {
  const bots = reportBots(context);
  const random = derivePrng(context.seed, `bots:${key}:${month}`);
  return splitTotal(
    total,
    bots.map((bot) => bot.weight * (0.8 + 0.4 * random.next())),
  );
}
