import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportTableCsv } from '../shared/csv-export.presenter';
import { ReportTable } from '../shared/ReportTable.view';
import { agentColumns } from './agent-columns';
import { agentRowId, type AgentRowView } from './agent-rows';

/** Spec 3 §9: agent tables show 30 rows per page. */
export const AGENT_ROWS_PER_PAGE = 30;

export interface AgentsReportTableProps {
  readonly rows: readonly AgentRowView[];
  readonly loading: boolean;
  /** Issue 14: the month's agents as CSV. */
  readonly csv: ReportTableCsv<AgentRowView>;
  /** The legacy overview's 5-row table links to its full list (spec 3 §2.13). */
  readonly detailsTo?: string | undefined;
}

/** 'List of activated agents' (spec 3 §2.6): 30 rows a page, sortable columns. */
export function AgentsReportTable({ rows, loading, csv, detailsTo }: AgentsReportTableProps) {
  const { t } = useTranslation('agentConsumption');
  const columns = useMemo(() => agentColumns(t), [t]);
  return (
    <ReportTable
      title={t('table.title')}
      rows={rows}
      columns={columns}
      getRowId={agentRowId}
      csv={csv}
      detailsTo={detailsTo}
      rowsPerPage={AGENT_ROWS_PER_PAGE}
      loading={loading}
    />
  );
}
