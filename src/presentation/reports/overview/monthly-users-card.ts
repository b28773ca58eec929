import {
  consumptionOf,
  emptyMetricConsumption,
  isReportSuccess,
  type MetricConsumption,
  type ReportResult,
} from '../../../domain/reports/consumption.entity';
import {
  MONTHLY_USER_METRIC,
  type MonthlyUserFamily,
  type MonthlyUserView,
} from '../../../domain/reports/metric-visibility.rule';
import { totalsBarsOption, weeklyGroupedBarsOption } from '../charts/grouped-bars.option';
import {
  cardTexts,
  countTile,
  valueTextOf,
  weekLabelOf,
  type CardContext,
  type OverviewCard,
  type OverviewTile,
} from './overview-card.model';
import { partsChartData } from './parts-chart-data';
import { weeklyChartData } from './weekly-chart-data';
import { withWeekLabelLines } from './week-axis-layout';
import { weeklyTiles } from './weekly-tiles';

/**
 * Spec 3 §2.3, the MIU and MEU cards: left, bars of the month's total users and total
 * messages; right, weekly grouped bars; of the metrics the card covers only. Tiles: the totals
 * of those metrics, and the weekly average and top week of its main metric (the users, or the
 * messages alone).
 */
export function monthlyUsersCard(
  family: MonthlyUserFamily,
  result: ReportResult<MetricConsumption[]> | undefined,
  shown: Pick<MonthlyUserView, 'users' | 'messages' | 'variant'>,
  context: CardContext,
): OverviewCard {
  const { t, language } = context;
  // The variant's texts, so the card tells what the side menu tells (metric-visibility.rule).
  const texts = cardTexts(family, t, shown.variant);
  const hasData = result !== undefined && isReportSuccess(result);
  const items = hasData ? (result?.value ?? []) : [];
  const empty = emptyMetricConsumption();
  const users = (shown.users ? consumptionOf(items, MONTHLY_USER_METRIC[family]) : undefined) ?? empty;
  const messages = (shown.messages ? consumptionOf(items, 'ExchangedMessage') : undefined) ?? empty;
  const main = shown.users || !shown.messages ? users : messages;
  const names = {
    users: t(family === 'miu' ? 'tiles.miuUsers' : 'tiles.meuUsers'),
    messages: t('tiles.messages'),
  };
  const valueText = valueTextOf(language);
  const totals: OverviewTile[] = [];
  if (shown.users) totals.push(countTile('users', names.users, users.total, hasData, language));
  if (shown.messages) totals.push(countTile('messages', names.messages, messages.total, hasData, language));
  // Issue 37 §12: the charts draw the metrics the card covers, no empty bar for the others.
  const input = {
    hasData,
    users: shown.users ? { ...users, name: names.users } : undefined,
    messages: shown.messages ? { ...messages, name: names.messages } : undefined,
    valueText,
  };
  const dataContext = { t, language, month: context.month, loading: result === undefined };
  const userUnit = family === 'miu' ? 'miu' : 'meu';
  const drawn = [
    ...(shown.users ? [{ name: names.users, value: users.total, unit: userUnit } as const] : []),
    ...(shown.messages ? [{ name: names.messages, value: messages.total, unit: 'message' } as const] : []),
  ];
  const totalsLabel = t('charts.totals', { metric: texts.title });
  const totalsOption = withWeekLabelLines(totalsBarsOption(input));
  // Issue 38 §1: a row per bar, as the option draws it (its bars' values, 0 for what is not a count).
  const totalsData = partsChartData(
    totalsOption.series[0].data.map((bar, index) => ({
      name: bar.name,
      value: bar.value,
      unit: drawn[index]?.unit ?? 'message',
    })),
    {
      chart: `${family}-totals`,
      caption: totalsLabel,
      hasData,
      rowHeader: t('tables.metric'),
      columnHeader: t('tables.monthlyTotal'),
      summary: 'totals',
    },
    dataContext,
  );
  const weeklyLabel = t('charts.weekly', { metric: texts.title });
  const weeklyOption = withWeekLabelLines(
    weeklyGroupedBarsOption({
      ...input,
      weekLabel: weekLabelOf(context),
      ...(context.month ? { month: context.month } : {}),
    }),
  );
  const weekly = weeklyChartData(
    weeklyOption,
    {
      chart: `${family}-weekly`,
      caption: weeklyLabel,
      hasData,
      headers: weeklyOption.series.map((series) => series.name),
      // The main metric (the users, or the messages alone), as the weekly tiles read it.
      main: { index: 0, unit: drawn[0]?.unit ?? userUnit },
    },
    dataContext,
  );
  return {
    metric: family,
    ...texts,
    loading: result === undefined,
    hasData,
    usageColor: undefined,
    left: {
      chart: { ariaLabel: totalsLabel, option: totalsOption },
      ...totalsData,
      tiles: totals,
    },
    right: {
      chart: { ariaLabel: weeklyLabel, option: weeklyOption },
      ...weekly,
      tiles: weeklyTiles(main, hasData, context),
    },
  };
}
