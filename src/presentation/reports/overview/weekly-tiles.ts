import type { MetricConsumption } from '../../../domain/reports/consumption.entity';
import { NO_DATA_TEXT } from '../../../domain/reports/usage-figures.rule';
import { topWeekOrdinal } from '../../../domain/reports/week-ordinal.rule';
import { averageTile, type CardContext, type OverviewTile } from './overview-card.model';

/**
 * Spec 3 §2.3: the right panel's tiles of every weekly card — the weekly average and the top
 * week ('2nd week') of the card's main metric; '--' for the top week without data.
 */
export function weeklyTiles(main: MetricConsumption, hasData: boolean, context: CardContext): OverviewTile[] {
  const { t, language } = context;
  const ordinal = hasData ? topWeekOrdinal(main.topWeekNumber, language) : undefined;
  return [
    averageTile(t('tiles.weeklyAverage'), main.weeklyAverage, hasData, language),
    {
      id: 'topWeek',
      label: t('tiles.topWeek'),
      value: ordinal === undefined ? NO_DATA_TEXT : t('tiles.topWeekValue', { ordinal }),
    },
  ];
}
