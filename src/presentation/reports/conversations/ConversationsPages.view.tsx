import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../../shared/use-presenter';
import { useUrlState } from '../../shared/url-state/use-url-state';
import { conversationsUrlBinding } from './conversations.url-state';
import { Card, ExternalLink } from '../../ui';
import { ReportPeriodBar } from '../shared/ReportPeriodBar.view';
import { useReportHeader } from '../shared/use-report-header';
import '../shared/ReportsPage.css';
import { backLinkOf, type ConversationPageConfig } from './conversation-pages';
import { ConversationConsolidated } from './ConversationConsolidated.view';
import { ConversationFilters } from './ConversationFilters.view';
import { ConversationTable } from './ConversationTable.view';
import { ConversationsPresenter } from './conversations.presenter';
import './Conversations.css';

/**
 * A conversation report page (spec 3 §2.7, §2.12): the header block 'Plan {plan}:
 * Conversation' with the period and the partial badge; the selects; the consolidated block;
 * the per-phone table (behind its toggle) and the daily table, 5 rows each, or one full table
 * on a detail page; the pricing-changes link. The legacy pages are the same page on the old
 * pricing.
 */
const ConversationsReport = observer(function ConversationsReport({
  config,
}: {
  readonly config: ConversationPageConfig;
}) {
  const presenter = usePresenter(ConversationsPresenter);
  useState(() => presenter.configure(config));
  useUrlState(() => conversationsUrlBinding(presenter));
  const { t } = useTranslation('conversations');
  const { t: tReports } = useTranslation('reports');
  const titleId = useId();

  useEffect(() => {
    void presenter.load();
    return () => presenter.dispose();
  }, [presenter]);

  useReportHeader(tReports('metrics.session'), presenter.tenantName, backLinkOf(config));
  if (!presenter.hasTenant) return null;
  const overview = config.kind === 'overview';
  const link = presenter.pricingLink;
  return (
    <section className="report-page conversations-page" aria-labelledby={titleId}>
      <div className="conversations-page__head">
        {/* The shell's header bar holds the page's h1 ('Usage report: …'). */}
        <h2 id={titleId} className="report-page__title">
          {t('title', { plan: presenter.planName })}
        </h2>
        <ReportPeriodBar
          period={presenter.period}
          language={presenter.language}
          onSelect={(month) => void presenter.monthSelected(month)}
          withoutSelector
        />
      </div>
      <Card as="section" className="conversations-consolidated">
        <ConversationFilters presenter={presenter} />
        {presenter.wabaFilter.hasNone ? (
          <p className="conversations-page__no-waba" role="status">
            {t('noWaba')}
          </p>
        ) : null}
        {overview ? <ConversationConsolidated presenter={presenter} /> : null}
        {overview ? (
          <>
            <p className="conversations-page__note">{t('consolidated.estimate')}</p>
            <p className="conversations-page__note">{t('consolidated.closing')}</p>
          </>
        ) : null}
      </Card>
      {presenter.showsPhoneTable ? <ConversationTable presenter={presenter} kind="phone" /> : null}
      {presenter.showsDailyTable ? <ConversationTable presenter={presenter} kind="daily" /> : null}
      {link === undefined ? null : (
        <p className="conversations-page__pricing">
          <ExternalLink href={link}>{t('pricingLink')}</ExternalLink>
        </p>
      )}
    </section>
  );
});

export function ConversationsPage() {
  return <ConversationsReport config={{ page: 'current', kind: 'overview' }} />;
}
export function ConversationsMonthlyPage() {
  return <ConversationsReport config={{ page: 'current', kind: 'monthly' }} />;
}
export function ConversationsDailyPage() {
  return <ConversationsReport config={{ page: 'current', kind: 'daily' }} />;
}
export function OldConversationsPage() {
  return <ConversationsReport config={{ page: 'legacy', kind: 'overview' }} />;
}
export function OldConversationsMonthlyPage() {
  return <ConversationsReport config={{ page: 'legacy', kind: 'monthly' }} />;
}
export function OldConversationsDailyPage() {
  return <ConversationsReport config={{ page: 'legacy', kind: 'daily' }} />;
}
