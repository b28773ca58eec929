import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentsSummary } from '../../domain/agents/agents-summary.rule';
import { UNLIMITED_QUANTITY } from '../../domain/billing/subscription.entity';
import { formatDisplayNumber } from '../../domain/shared/number-display.rule';
import { normalizeLanguage } from '../i18n/language';
import { Skeleton } from '../ui';
import type { AgentsStatus } from './agents.presenter';

/** The card on top of the agents page (spec 1 §2): plan, its agent limit, this month's activations. */
export function AgentsSummaryCard({
  summary,
  status,
}: {
  readonly summary: AgentsSummary;
  /** The activations come with the list: a skeleton while it loads, a dash if it failed. */
  readonly status: AgentsStatus;
}) {
  const { t, i18n } = useTranslation('agents');
  const titleId = useId();
  const language = normalizeLanguage(i18n.language);
  const quantity = summary.quantity;
  const limitText =
    quantity === undefined
      ? '—'
      : quantity === UNLIMITED_QUANTITY
        ? t('summary.unlimited')
        : t('summary.limit', { quantity: formatDisplayNumber(quantity, language) });
  return (
    <section className="ui-card agents-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="ui-visually-hidden">
        {t('summary.title')}
      </h2>
      <dl className="agents-summary__figures">
        <div className="agents-summary__figure">
          <dt>{t('summary.planLabel')}</dt>
          <dd className="agents-summary__plan">{summary.planName}</dd>
        </div>
        <div className="agents-summary__figure">
          <dt>{t('summary.limitLabel')}</dt>
          <dd>{limitText}</dd>
        </div>
        <div className="agents-summary__figure">
          <dt>{t('summary.activatedLabel')}</dt>
          <dd>
            {status === 'loading' ? (
              <Skeleton width={48} height={24} />
            ) : status === 'failed' ? (
              '—'
            ) : (
              formatDisplayNumber(summary.activatedThisMonth, language)
            )}
          </dd>
        </div>
      </dl>
      {summary.showExpected && quantity !== undefined ? (
        <p className="agents-summary__expected">
          {t('summary.expected', { quantityPlan: formatDisplayNumber(quantity, language) })}
        </p>
      ) : null}
    </section>
  );
}
