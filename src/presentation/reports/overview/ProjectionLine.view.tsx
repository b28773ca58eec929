import { useTranslation } from 'react-i18next';
import { InfoTip } from '../../ui';
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
      <InfoTip
        label={t('moreInfo', { metric: projection.text })}
        content={projection.tooltip}
        className="plan-overview-tile__info"
        size={14}
      />
    </p>
  );
}
