import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, EmptyState, Switch, TABLE_BODY_HEIGHTS, type Column } from '../ui';
import { AgentBotsCell } from './AgentBotsCell.view';
import { agentRowId, type AgentRow } from './agent-row';
import type { AgentsEmptyState, AgentsPresenter } from './agents.presenter';

type Translate = ReturnType<typeof useTranslation<'agents'>>['t'];

function agentColumns(t: Translate, presenter: AgentsPresenter, canEdit: boolean): Column<AgentRow>[] {
  const columns: Column<AgentRow>[] = [
    {
      id: 'agent',
      header: t('columns.agent'),
      value: (row) => row.name,
      render: (row) => (
        <div className="agents-table__agent">
          <span className="agents-table__name">{row.name}</span>
          <span className="agents-table__email">{row.email}</span>
        </div>
      ),
    },
    {
      id: 'bot',
      header: t('columns.bot'),
      value: (row) => row.bots,
      render: (row) => <AgentBotsCell bots={row.bots} display={row.botsDisplay} />,
    },
    { id: 'registrationDate', header: t('columns.registrationDate'), value: (row) => row.registrationDate },
    { id: 'triggered', header: t('columns.triggered'), value: (row) => row.triggered },
  ];
  if (!canEdit) return columns;
  return [
    ...columns,
    {
      id: 'triggerable',
      header: t('columns.triggerable'),
      value: (row) => row.enabled,
      render: (row) => (
        <div className="agents-table__switch">
          <Switch
            checked={row.enabled}
            disabled={row.busy}
            label={t('switch.label', { name: row.name })}
            hideLabel
            onChange={(next) => void presenter.actions.enabledToggled(row.id, next)}
          />
          <span aria-hidden="true">{row.enabled ? t('switch.on') : t('switch.off')}</span>
        </div>
      ),
    },
    {
      id: 'delete',
      header: t('columns.delete'),
      render: (row) => (
        <Button
          variant="tertiary"
          size="sm"
          icon="trash"
          disabled={row.busy}
          aria-label={t('deleteLabel', { name: row.name })}
          onClick={() => void presenter.actions.deleteClicked(row.id)}
        />
      ),
    },
  ];
}

/** The texts of each empty list with a message of its own: a search's, and the filter's alone. */
const EMPTY_TEXTS: Partial<Record<AgentsEmptyState, 'empty' | 'emptyTriggered'>> = {
  'not-found': 'empty',
  'none-triggered': 'emptyTriggered',
};

/** The agents table (spec 1 §2): body 440 px, no selection; the search's and the filter's own empty messages. */
export const AgentsTable = observer(function AgentsTable({
  presenter,
}: {
  readonly presenter: AgentsPresenter;
}) {
  const { t } = useTranslation('agents');
  const canEdit = presenter.canEdit;
  const columns = useMemo(() => agentColumns(t, presenter, canEdit), [t, presenter, canEdit]);
  const empty = EMPTY_TEXTS[presenter.emptyState];
  if (empty !== undefined) {
    return <EmptyState icon="search" title={t(`${empty}.title`)} description={t(`${empty}.description`)} />;
  }
  return (
    <DataTable
      rows={presenter.rows}
      columns={columns}
      getRowId={agentRowId}
      bodyMaxHeight={TABLE_BODY_HEIGHTS.agents}
      caption={t('list.caption')}
      onVisibleRowsChange={presenter.visibleRowsChanged}
    />
  );
});
