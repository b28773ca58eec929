import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, Tabs } from '../../ui';
import { ReportTable } from '../shared/ReportTable.view';
import { conversationColumns, conversationRowId } from './conversation-columns';
import type { ConversationTableView } from './conversation-rows';
import type { ConversationsPresenter, ConversationTableKind } from './conversations.presenter';

interface ConversationTableProps {
  readonly presenter: ConversationsPresenter;
  readonly kind: ConversationTableKind;
}

/**
 * The per-phone or daily table (spec 3 §2.7, §4.5): under the old pricing one table; under the
 * new one the Business-initiated and User-initiated tabs, each with its info banner.
 */
export const ConversationTable = observer(function ConversationTable({
  presenter,
  kind,
}: ConversationTableProps) {
  const { t } = useTranslation('conversations');
  const { t: tReports } = useTranslation('reports');
  const model = kind === 'phone' ? presenter.phoneTable : presenter.dailyTable;
  const view = model.activeView;
  const columns = useMemo(() => conversationColumns(kind, view, t, tReports), [kind, view, t, tReports]);
  const table = (
    <ReportTable
      title={t(`tables.${kind}`)}
      rows={model.rows ?? []}
      columns={columns}
      getRowId={conversationRowId}
      csv={{ fileName: presenter.csvFileName(kind), rows: () => presenter.exportRows(kind) }}
      detailsTo={model.detailsTo}
      loading={model.rows === undefined}
    />
  );
  if (view === 'old') return table;
  return (
    <Tabs
      tabs={model.views.filter((id) => id !== 'old').map((id) => ({ id, label: t(`tabs.${id}`) }))}
      activeId={view}
      onChange={(id) => presenter.tabSelected(kind, id)}
      label={t(`tables.${kind}Tabs`)}
    >
      <InfoBanner view={view} />
      {table}
    </Tabs>
  );
});

function InfoBanner({ view }: { readonly view: Exclude<ConversationTableView, 'old'> }) {
  const { t } = useTranslation('conversations');
  return (
    <p className="conversations-banner" role="note">
      <Icon name="info" size={20} />
      <span>{t(`tabs.${view}Info`)}</span>
    </p>
  );
}
