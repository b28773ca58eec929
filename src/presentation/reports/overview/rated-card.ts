import type { OverviewMetric } from '../../../application/reports/load-plan-overview.use-case';
import { UNLIMITED_QUANTITY } from '../../../domain/billing/subscription.entity';
import {
  emptyMetricConsumption,
  isReportSuccess,
  type MetricConsumption,
  type ReportResult,
} from '../../../domain/reports/consumption.entity';
import { usageColorFromRate } from '../../../domain/reports/status-visuals.rule';
import {
  percentText,
  ratedSummaryContainsData,
  remainingAvailable,
} from '../../../domain/reports/usage-figures.rule';
import { doughnutOption } from '../charts/doughnut.option';
import { weeklyBarsOption } from '../charts/weekly-bars.option';
import {
  cardTexts,
  countTile,
  valueTextOf,
  weekLabelOf,
  type CardContext,
  type OverviewCard,
  type OverviewTile,
} from './overview-card.model';
import { capitalized } from '../shared/capitalized';
import { unitText } from './chart-table';
import { usageChartData } from './usage-chart-data';
import { weeklyChartData } from './weekly-chart-data';
import { withWeekLabelLines } from './week-axis-layout';
import { weeklyTiles } from './weekly-tiles';

/**
 * Spec 3 §2.3, the DAU, DEU and agent cards: left, a doughnut of used versus available
 * (cutout 65%, coloured by the usage status) with the share of the plan used; right, the
 * weekly bars. Tiles: monthly total, remaining available, plan total (with a tooltip), weekly
 * average and top week ('2nd week'). The axes follow spec 3 §5.2 (the option builders).
 */
export function ratedCard(
  metric: Extract<OverviewMetric, 'dau' | 'deu' | 'agent'>,
  result: ReportResult<MetricConsumption> | undefined,
  context: CardContext,
): OverviewCard {
  const { t, language } = context;
  const texts = cardTexts(metric, t, metric);
  const value = result?.value ?? emptyMetricConsumption();
  const quantity = value.metric.quantity;
  // Issue 37 §14: the report pages read the same (a month at rate 0 reads 0 on both).
  const hasData = ratedSummaryContainsData(metric, result !== undefined && isReportSuccess(result), quantity);
  const unlimited = hasData && quantity === UNLIMITED_QUANTITY;
  const valueText = valueTextOf(language);
  const unlimitedText = t('tiles.unlimited');
  const dataContext = { t, language, month: context.month, loading: result === undefined };
  const usageLabel = t('charts.usage', { metric: texts.title });
  const usageOption = doughnutOption({
    hasData,
    used: value.planUsage,
    available: value.availablePlan,
    planUsageRate: value.planUsageRate,
    usedName: t('charts.used'),
    availableName: t('charts.available'),
    percentText: (percent) => percentText(percent, true, language),
  });
  const usage = usageChartData(
    usageOption,
    {
      chart: `${metric}-usage`,
      caption: usageLabel,
      unit: metric,
      hasData,
      unlimited,
      quantity,
      planUsageRate: value.planUsageRate,
    },
    dataContext,
  );
  const weeklyLabel = t('charts.weekly', { metric: texts.title });
  const weeklyOption = withWeekLabelLines(
    weeklyBarsOption({
      hasData,
      weekItems: hasData ? value.weekItems : [],
      quantity,
      planUsageRate: value.planUsageRate,
      seriesName: texts.title,
      weekLabel: weekLabelOf(context),
      ...(context.month ? { month: context.month } : {}),
      valueText,
    }),
  );
  // Issue 38 §1: the plan the bars' axis ends at (spec 3 §5.2), as a row and a share per week.
  const weekly = weeklyChartData(
    weeklyOption,
    {
      chart: `${metric}-weekly`,
      caption: weeklyLabel,
      hasData,
      headers: [capitalized(unitText(t, metric, 2), language)],
      main: { index: 0, unit: metric },
      plan: unlimited ? 'unlimited' : quantity,
    },
    dataContext,
  );

  const planTile: OverviewTile = {
    id: 'planTotal',
    label: t('tiles.planTotal'),
    value: unlimited ? unlimitedText : countTile('', '', quantity, hasData, language).value,
    tooltip: t('tiles.planTotalTooltip'),
  };
  const remaining = remainingAvailable(quantity, value.planUsage);
  const remainingTile: OverviewTile = {
    id: 'remaining',
    label: t('tiles.remaining'),
    value: unlimited ? unlimitedText : countTile('', '', remaining ?? 0, hasData, language).value,
  };

  return {
    metric,
    ...texts,
    loading: result === undefined,
    hasData,
    usageColor: hasData ? usageColorFromRate(value.planUsageRate) : 'neutral',
    left: {
      chart: { ariaLabel: usageLabel, option: usageOption },
      ...usage,
      caption: {
        value: unlimited ? unlimitedText : percentText(value.planUsageRate, hasData, language),
        label: t('tiles.planUsed'),
      },
      tiles: [
        countTile('monthlyTotal', t('tiles.monthlyTotal'), value.total, hasData, language),
        remainingTile,
        planTile,
      ],
    },
    right: {
      chart: { ariaLabel: weeklyLabel, option: weeklyOption },
      ...weekly,
      tiles: weeklyTiles(value, hasData, context),
    },
  };
}
