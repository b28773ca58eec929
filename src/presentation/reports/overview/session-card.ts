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
  return {
    metric: 'session',
    ...texts,
    loading: result === undefined,
    hasData,
    usageColor: undefined,
    left: {
      chart: {
        ariaLabel: t('charts.conversations'),
        option: stackedBarOption({
          hasData,
          totals: value,
          names: {
            freeTier: t('tiles.freeTier'),
            freeEntryPoint: t('charts.freeEntryPoint'),
            freeCustomerService: t('charts.freeCustomerService'),
            charged: t('tiles.charged'),
          },
          valueText,
        }),
      },
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
      chart: {
        ariaLabel: t('charts.weeklyConversations'),
        option: withWeekLabelLines(
          weeklyLineOption({
            hasData,
            // Without data the selected month's weeks label the axis (the default has today's).
            weekItems: hasData ? value.weekItems : [],
            names,
            weekLabel: weekLabelOf(context),
            ...(context.month ? { month: context.month } : {}),
            valueText,
          }),
        ),
      },
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
