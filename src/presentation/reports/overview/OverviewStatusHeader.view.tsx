import { useTranslation } from 'react-i18next';
import { Icon, Spinner } from '../../ui';
import type { OverviewHeader } from './overview-header';
import { StatusIllustration } from './StatusIllustration.view';

/**
 * Spec 3 §2.3 item 2: the plan name, and the illustration and message of the overall plan
 * status (§4.1), or a spinner while the status is read. Spec 3 §8: a failed call adds the
 * 'Problems loading the data' message when the overall status is another one.
 */
export function OverviewStatusHeader({ header }: { readonly header: OverviewHeader }) {
  const { t } = useTranslation('planOverview');
  const variant = header.loading ? 'loading' : header.visual.bannerVariant;
  return (
    <section
      className={`plan-overview-status plan-overview-status--${variant}`}
      aria-labelledby={header.planTitle === '' ? undefined : 'plan-overview-plan'}
      aria-busy={header.loading}
      data-status={header.loading ? undefined : header.status}
    >
      <div className="plan-overview-status__art">
        {header.loading ? (
          <Spinner size={40} label={t('status.loading')} />
        ) : (
          <StatusIllustration status={header.status} visual={header.visual} />
        )}
      </div>
      <div className="plan-overview-status__text">
        {header.planTitle === '' ? null : (
          <h2 id="plan-overview-plan" className="plan-overview-status__plan">
            {header.planTitle}
          </h2>
        )}
        <p className="plan-overview-status__message" aria-live="polite">
          {header.loading ? null : header.message}
        </p>
        {header.loadError !== undefined && !header.loading ? (
          <p className="plan-overview-status__error" role="alert">
            <Icon name="warning" size={18} />
            <span>{header.loadError}</span>
          </p>
        ) : null}
      </div>
    </section>
  );
}
