import { isReportSuccess, type ReportResult } from '../../../domain/reports/consumption.entity';
import { emptySessionSummary, type SessionSummary } from '../../../domain/reports/conversation.entity';
import { freeTierText } from '../../../domain/reports/usage-figures.rule';
import { stackedBarOption } from '../charts/stacked-bar.option';
import { weeklyLineOption } from '../charts/weekly-line.option';
import {
  cardTexts,
  countTile,
  valueTextOf,
  weekLabelOf,
  type CardContext,
  type OverviewCard,
} from './overview-card.model';
import { capitalized } from '../shared/capitalized';
import { headerWithUnit, unitText } from './chart-table';
import { partsChartData } from './parts-chart-data';
import { weeklyChartData } from './weekly-chart-data';
import { withWeekLabelLines } from './week-axis-layout';

/**
 * Spec 3 §2.3, the conversation card: left, one stacked bar of free tier, free entry point,
 * free customer service and charged; right, the weekly lines of business-initiated,
 * user-initiated and total. The free-tier tile reads 'used / limit' when freeTierLimit > 0,
 * only 'used' otherwise, '-- / --' without data (§5.2).
 */
export function sessionCard(
  result: ReportResult<SessionSummary> | undefined,
  context: CardContext,
  today: Date,
): OverviewCard {
  const { t, language } = context;
  const texts = cardTexts('session', t, 'session');
  const hasData = result !== undefined && isReportSuccess(result);
  const value = result?.value ?? emptySessionSummary(today);
  const valueText = valueTextOf(language);
  const names = {
    businessInitiated: t('tiles.businessInitiated'),
    userInitiated: t('tiles.userInitiated'),
    total: t('charts.total'),
  };
  const dataContext = { t, language, month: context.month, loading: result === undefined };
  const partNames = {
    freeTier: t('tiles.freeTier'),
    freeEntryPoint: t('charts.freeEntryPoint'),
    freeCustomerService: t('charts.freeCustomerService'),
    charged: t('tiles.charged'),
  };
  const categoriesLabel = t('charts.conversations');
  const categoriesOption = stackedBarOption({ hasData, totals: value, names: partNames, valueText });
  // Issue 38 §1: each part of the bar as it is drawn (the option's series, in stacking order).
  const categories = partsChartData(
    categoriesOption.series.map((part) => ({ name: part.name, value: part.data[0], unit: 'conversation' })),
    {
      chart: 'session-categories',
      caption: categoriesLabel,
      hasData,
      rowHeader: t('tables.part'),
      columnHeader: capitalized(unitText(t, 'conversation', 2), language),
      summary: 'largest',
    },
    dataContext,
  );
  const weeklyLabel = t('charts.weeklyConversations');
  const weeklyOption = withWeekLabelLines(
    weeklyLineOption({
      hasData,
      // Without data the selected month's weeks label the axis (the default has today's).
      weekItems: hasData ? value.weekItems : [],
      names,
      weekLabel: weekLabelOf(context),
      ...(context.month ? { month: context.month } : {}),
      valueText,
    }),
  );
  const weekly = weeklyChartData(
    weeklyOption,
    {
      chart: 'session-weekly',
      caption: weeklyLabel,
      hasData,
      headers: [names.businessInitiated, names.userInitiated, names.total].map((name) =>
        headerWithUnit(t, name, 'conversation'),
      ),
      // The summary names the week with most conversations in all.
      main: { index: 2, unit: 'conversation' },
    },
    dataContext,
  );
  return {
    metric: 'session',
    ...texts,
    loading: result === undefined,
    hasData,
    usageColor: undefined,
    left: {
      chart: { ariaLabel: categoriesLabel, option: categoriesOption },
      ...categories,
      tiles: [
        countTile('total', t('tiles.totalConversations'), value.total, hasData, language),
        {
          id: 'freeTier',
          label: t('tiles.freeTier'),
          value: freeTierText(value.totalFreeTier, value.freeTierLimit, hasData, language),
        },
        countTile('charged', t('tiles.charged'), value.totalRegular, hasData, language),
      ],
    },
    right: {
      chart: { ariaLabel: weeklyLabel, option: weeklyOption },
      ...weekly,
      tiles: [
        countTile(
          'businessInitiated',
          names.businessInitiated,
          value.totalBusinessInitiated,
          hasData,
          language,
        ),
        countTile('userInitiated', names.userInitiated, value.totalUserInitiated, hasData, language),
      ],
    },
  };
}
