import type { FakeBackendContext } from '../backend-context';
import { botTotals, reportBots } from '../dataset/report-bots';
import { metricMonthUsage, splitTotal, type MonthUsage } from '../dataset/seed-consumption';

/** Row lists of the usage reports (spec 3 §3.5, §3.6), newest day first, biggest bot first. */
type Row = Record<string, unknown>;

/** Metrics counted per day: their daily rows are one per day, not one per bot and day. */
const DAILY_METRICS = new Set(['dailyactiveuser', 'dailyengageduser']);

function dateOf(month: string, dayIndex: number): string {
  return `${month}-${String(dayIndex + 1).padStart(2, '0')}T00:00:00.000Z`;
}

function newestFirst(usage: MonthUsage): number[] {
  return usage.dayTotals.map((_, index) => index).reverse();
}

/** §3.6 DAU by bot: every report bot with its share of the month, when the month has usage. */
export function dauByBotRows(context: FakeBackendContext, month: string): Row[] {
  const usage = metricMonthUsage(context, 'DailyActiveUser', month);
  if (usage.total === 0) return [];
  const totals = botTotals(context, 'dailyactiveuser', month, usage.total);
  return reportBots(context)
    .map((bot, index) => ({ botName: bot.botName, botId: bot.botId, total: totals[index] ?? 0 }))
    .sort((a, b) => b.total - a.total);
}

/** §3.6 DAU daily: one row per day with data. */
export function dauDailyRows(context: FakeBackendContext, month: string): Row[] {
  const usage = metricMonthUsage(context, 'DailyActiveUser', month);
  if (usage.total === 0) return [];
  return newestFirst(usage).map((day) => ({
    dateReference: dateOf(month, day),
    total: usage.dayTotals[day] ?? 0,
  }));
}

/** §3.5 by bot: each bot's share of every requested metric, ordered by the first metric. */
export function messageByBotRows(
  context: FakeBackendContext,
  month: string,
  metricIds: readonly string[],
): Row[] {
  const usages = metricIds.map((metricId) => metricMonthUsage(context, metricId, month));
  if (usages.every((usage) => usage.total === 0)) return [];
  const shares = usages.map((usage, index) =>
    botTotals(context, (metricIds[index] ?? '').toLowerCase(), month, usage.total),
  );
  const rows = reportBots(context).map((bot, botIndex) => ({
    botName: bot.botName,
    botId: bot.botId,
    botIdentity: bot.botIdentity,
    metricConsumption: metricIds.map((metricId, index) => ({
      metricId,
      total: shares[index]?.[botIndex] ?? 0,
    })),
  }));
  const lead = (row: (typeof rows)[number]): number => row.metricConsumption[0]?.total ?? 0;
  return rows.sort((a, b) => lead(b) - lead(a));
}

/**
 * §3.5/§3.6 daily: per day for the daily metrics (DEU: date and total); per day and bot for
 * the monthly ones (MIU/MEU: botName, botIdentity, date), the day's busiest bots first,
 * up to the scenario's `rows` count.
 */
export function messageDailyRows(
  context: FakeBackendContext,
  month: string,
  metricIds: readonly string[],
): Row[] {
  const usages = metricIds.map((metricId) => metricMonthUsage(context, metricId, month));
  const lead = usages[0];
  if (lead === undefined || usages.every((usage) => usage.total === 0)) return [];
  const days = newestFirst(lead);
  if (metricIds.every((metricId) => DAILY_METRICS.has(metricId.toLowerCase()))) {
    return days.map((day) => ({
      dateReference: dateOf(month, day),
      metricConsumption: metricIds.map((metricId, index) => ({
        metricId,
        total: usages[index]?.dayTotals[day] ?? 0,
      })),
    }));
  }
  const bots = reportBots(context);
  const limit = context.counts.rows;
  const perDay = Math.min(bots.length, Math.ceil(limit / Math.max(1, days.length)));
  const busiest = bots.slice(0, perDay);
  const rows: Row[] = [];
  for (const day of days) {
    const split = usages.map((usage) =>
      splitTotal(
        usage.dayTotals[day] ?? 0,
        busiest.map((bot) => bot.weight),
      ),
    );
    busiest.forEach((bot, botIndex) => {
      if (rows.length >= limit) return;
      rows.push({
        botName: bot.botName,
        botId: bot.botId,
        botIdentity: bot.botIdentity,
        dateReference: dateOf(month, day),
        metricConsumption: metricIds.map((metricId, index) => ({
          metricId,
          total: split[index]?.[botIndex] ?? 0,
        })),
      });
    });
  }
  return rows;
}
