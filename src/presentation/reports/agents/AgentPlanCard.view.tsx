import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Icon } from '../../ui';
import { ReportFigure } from '../shared/ReportFigure.view';
import type { AgentPlanFigures } from './agent-plan-figures';

export interface AgentPlanCardProps {
  readonly figures: AgentPlanFigures;
  readonly loading: boolean;
  /** The current month's figures are partial (spec 3 §2.2). */
  readonly partial: boolean;
}

/**
 * The plan block of the agents reports (spec 3 §2.6; the legacy consolidated card of §2.13):
 * 'Plan {plan}: {quantity} agents', the 'Activated agents included in the plan' bar with its
 * percentage and 'planUsage / quantity', the exceeded (only when > 0) and total cards, and the
 * limit warning.
 */
export function AgentPlanCard({ figures, loading, partial }: AgentPlanCardProps) {
  const { t } = useTranslation('agentConsumption');
  const titleId = useId();
  const progressTitleId = useId();
  const heading = figures.unlimited
    ? t('plan.headingUnlimited', { plan: figures.plan })
    : t('plan.heading', { plan: figures.plan, quantity: figures.quantity });
  const usage = figures.unlimited
    ? t('progress.usageUnlimited', { used: figures.used })
    : t('progress.usage', { used: figures.used, quantity: figures.quantity });
  return (
    <Card className="agent-report__plan">
      <div className="agent-report__plan-body" aria-labelledby={titleId} aria-busy={loading} role="group">
        <h2 id={titleId} className="agent-report__plan-title">
          {heading}
        </h2>
        <div className="agent-report__progress">
          <p id={progressTitleId} className="agent-report__progress-title">
            {t('progress.title')}
          </p>
          <div className="agent-report__progress-line">
            {figures.progress === undefined ? null : (
              <>
                <progress
                  className={`agent-report__bar agent-report__bar--${figures.usageColor}`}
                  max={100}
                  value={figures.progress}
                  aria-labelledby={progressTitleId}
                  aria-valuetext={figures.percent}
                />
                <span
                  className={
                    partial ? 'agent-report__percent agent-report__percent--partial' : 'agent-report__percent'
                  }
                >
                  {figures.percent}
                </span>
              </>
            )}
            <span className="agent-report__usage">{usage}</span>
          </div>
        </div>
        <div className="ui-tile-grid">
          {figures.exceeded === undefined ? null : (
            <Card className="agent-report__figure agent-report__figure--exceeded">
              <ReportFigure label={t('cards.exceeded')} value={figures.exceeded} partial={partial} />
              {figures.extraCharge === undefined ? null : (
                <p className="agent-report__charge">
                  {t('cards.extraCharge', { value: figures.extraCharge })}
                </p>
              )}
            </Card>
          )}
          <Card className="agent-report__figure">
            <ReportFigure
              label={t('cards.total')}
              value={figures.total}
              partial={partial}
              change={figures.totalChange}
            />
          </Card>
        </div>
        {figures.warningLimit === undefined ? null : (
          <div className="agent-report__warning" role="status">
            <Icon name="warning" size={20} />
            <div>
              <p className="agent-report__warning-title">
                {t('warning.limit', { limit: figures.warningLimit })}
              </p>
              <p className="agent-report__warning-text">{t('warning.reassurance')}</p>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}
