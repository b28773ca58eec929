import { useTranslation } from 'react-i18next';
import { Icon, Tooltip } from '../../ui';
import type { OverviewProjection } from './overview-card.model';

/**
 * Issue 24 §1: a rated card's end-of-month projection ('Projected: 112% of the plan by …') or
 * 'No projection', with how it is computed or why there is none behind a keyboard-reachable
 * info button.
 */
export function ProjectionLine({ projection }: { readonly projection: OverviewProjection }) {
  const { t } = useTranslation('planOverview');
  return (
    <p
      className="plan-overview-card__projection"
      data-projected={projection.projected ? 'true' : 'false'}
      data-over-plan={projection.overPlan ? 'true' : 'false'}
    >
      <span>{projection.text}</span>
      <Tooltip content={projection.tooltip}>
        <button
          type="button"
          className="ui-icon-button plan-overview-tile__info"
          aria-label={t('moreInfo', { metric: projection.text })}
        >
          <Icon name="info" size={14} />
        </button>
      </Tooltip>
    </p>
  );
}
