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
  return {
    metric: family,
    ...texts,
    loading: result === undefined,
    hasData,
    usageColor: undefined,
    left: {
      chart: {
        ariaLabel: t('charts.totals', { metric: texts.title }),
        option: withWeekLabelLines(totalsBarsOption(input)),
      },
      tiles: totals,
    },
    right: {
      chart: {
        ariaLabel: t('charts.weekly', { metric: texts.title }),
        option: withWeekLabelLines(
          weeklyGroupedBarsOption({
            ...input,
            weekLabel: weekLabelOf(context),
            ...(context.month ? { month: context.month } : {}),
          }),
        ),
      },
      tiles: weeklyTiles(main, hasData, context),
    },
  };
}
