import type {
  OverviewMetric,
  OverviewResult,
} from '../../../application/reports/load-plan-overview.use-case';
import { consumptionOf, isReportSuccess } from '../../../domain/reports/consumption.entity';
import { MONTHLY_USER_METRIC } from '../../../domain/reports/metric-visibility.rule';
import type { Language } from '../../../domain/shared/language.rule';
import { compareMonths } from '../shared/month-change-view';
import type { OverviewCard, OverviewPanel } from './overview-card.model';

/** A month's compared figures of a card, by the id of the tile that shows each. */
type ComparedFigures = Readonly<Partial<Record<string, number>>>;

/**
 * Issue 24 §2: what a card compares with the previous month, the month's totals: DAU, DEU and
 * agents their monthly total, conversations their total, MIU and MEU the users and messages
 * totals. None for a failed (or pending) call, so its comparison hides.
 */
export function comparedFigures(arrived: OverviewResult | undefined): ComparedFigures {
  if (arrived === undefined || !isReportSuccess<unknown>(arrived.result)) return {};
  switch (arrived.metric) {
    case 'dau':
    case 'deu':
    case 'agent':
      return { monthlyTotal: arrived.result.value.total };
    case 'session':
      return { total: arrived.result.value.total };
    case 'miu':
    case 'meu': {
      const items = arrived.result.value;
      return {
        users: consumptionOf(items, MONTHLY_USER_METRIC[arrived.metric])?.total,
        messages: consumptionOf(items, 'ExchangedMessage')?.total,
      };
    }
  }
}

/**
 * Issue 24 §2: the card with the change against the previous month on each compared tile. The
 * charts are kept as they are (same objects), so nothing redraws when the comparison arrives.
 */
export function withMonthChange(
  card: OverviewCard,
  current: OverviewResult | undefined,
  previous: OverviewResult | undefined,
  language: Language,
): OverviewCard {
  const now = comparedFigures(current);
  const before = comparedFigures(previous);
  const compared = (panel: OverviewPanel): OverviewPanel => ({
    ...panel,
    tiles: panel.tiles.map((tile) => {
      const change = compareMonths(now[tile.id], before[tile.id], language);
      return change === undefined ? tile : { ...tile, change };
    }),
  });
  return { ...card, left: compared(card.left) };
}

/** Issue 24 §2: the previous month's answers, by card. */
export type PreviousResults = Readonly<Partial<Record<OverviewMetric, OverviewResult>>>;
