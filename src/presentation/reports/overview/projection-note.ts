import type { ProjectedMetric } from '../../../application/reports/load-month-projection.use-case';
import { EXCEEDED_RATE } from '../../../domain/reports/plan-status.rule';
import { percentText } from '../../../domain/reports/usage-figures.rule';
import { formatDisplayDate } from '../../../domain/shared/date-display.rule';
import type { Language } from '../../../domain/shared/language.rule';
import type { OverviewCard, OverviewProjection, Translate } from './overview-card.model';
import type { ProjectionState } from './overview-projections.presenter';

type ProjectionStates = Readonly<Partial<Record<ProjectedMetric, ProjectionState>>>;

/**
 * Issue 24 §1: the line under a rated card's figure. 'Projected: 112% of the plan by 30/11/2026'
 * with how it was computed in its tooltip, or 'No projection' with why (past month, no limit,
 * fewer than 3 days of data). Nothing while it loads or when its daily call failed: the
 * projection alone is hidden, the card stays as it is.
 */
export function projectionNote(
  metric: ProjectedMetric,
  state: ProjectionState | undefined,
  t: Translate,
  language: Language,
): OverviewProjection | undefined {
  if (state === undefined || state === 'loading' || state === 'failed') return undefined;
  if (state.kind === 'none')
    return {
      projected: false,
      overPlan: false,
      text: t('projection.none'),
      tooltip: t(`projection.why.${state.reason}`),
    };
  return {
    projected: true,
    overPlan: state.rate >= EXCEEDED_RATE,
    text: t('projection.projected', {
      rate: percentText(Math.round(state.rate), true, language),
      date: formatDisplayDate(state.lastDay, language),
    }),
    tooltip: t(metric === 'agent' ? 'projection.how.held' : 'projection.how.linear'),
  };
}

/** Issue 24 §1: a rated card with its projection line once it is known; other cards as they are. */
export function withProjection(
  card: OverviewCard,
  states: ProjectionStates,
  t: Translate,
  language: Language,
): OverviewCard {
  if (card.metric !== 'dau' && card.metric !== 'deu' && card.metric !== 'agent') return card;
  const note = projectionNote(card.metric, states[card.metric], t, language);
  return note === undefined ? card : { ...card, projection: note };
}
