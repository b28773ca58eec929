import { observer } from 'mobx-react-lite';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LastUpdateParts } from '../../domain/knowledge-base/last-update.rule';
import type { LoadStatus } from '../shared/async-load';
import type { Column } from '../ui';
import { CatalogRowMenu, type CatalogRowMenuItem } from './CatalogRowMenu.view';
import { PagedList, type ListPaging } from './ListStates.view';

/** What the catalog and documents tables share: cells, the actions column and the paged list. */

/** Spec 2 §2.3, §2.5 'Last update': '{date} at {time}', and 'By {updated_by}' below. */
export function LastUpdateCell({
  lastUpdate,
  updatedBy,
}: {
  readonly lastUpdate: LastUpdateParts | undefined;
  readonly updatedBy: string;
}) {
  const { t } = useTranslation('knowledgeBase');
  return (
    <div className="kb-last-update">
      {lastUpdate ? (
        <span>{t('list.lastUpdate', { date: lastUpdate.date, time: lastUpdate.time })}</span>
      ) : null}
      <span className="kb-last-update__by">{t('list.updatedBy', { name: updatedBy })}</span>
    </div>
  );
}

/** The row menu; the presenter keeps which one is open, so opening one closes the other. */
export function RowMenuCell({
  label,
  open,
  onToggled,
  items,
}: {
  readonly label: string;
  readonly open: boolean;
  readonly onToggled: () => void;
  readonly items: readonly CatalogRowMenuItem[];
}) {
  return (
    <CatalogRowMenu
      label={label}
      open={open}
      onToggle={(wanted) => {
        if (wanted !== open) onToggled();
      }}
      items={items}
    />
  );
}

/** The last column: the row's menu. */
export function actionsColumn<Row>(header: string, render: (row: Row) => ReactNode): Column<Row> {
  return { id: 'actions', header, width: '96px', render };
}

/** What a server-paged list presenter exposes to its table. */
export interface ServerPagedSource<Row> {
  readonly status: LoadStatus;
  readonly refreshing: boolean;
  readonly rows: readonly Row[];
  readonly load: () => Promise<void>;
}

const rowIdOf = (row: { readonly id: string }) => row.id;

/**
 * One server page of rows (spec 2 §2.3, §2.5): 'Try Again' reloads, a reload keeps the rows
 * shown. No column sorts: the server pages and orders the list, and sorting one page in the
 * browser would mislead.
 */
function ServerPagedTableView<Row extends { readonly id: string }>({
  source,
  paging,
  columns,
  caption,
  loadingLabel,
  emptyText,
}: {
  readonly source: ServerPagedSource<Row>;
  readonly paging: ListPaging;
  readonly columns: readonly Column<Row>[];
  readonly caption: string;
  readonly loadingLabel: string;
  readonly emptyText: string;
}) {
  const unsorted = useMemo(() => columns.map((column) => ({ ...column, sortable: false })), [columns]);
  return (
    <PagedList
      status={source.status}
      busy={source.refreshing}
      loadingLabel={loadingLabel}
      onRetry={() => void source.load()}
      paging={paging}
      rows={source.rows}
      columns={unsorted}
      getRowId={rowIdOf}
      caption={caption}
      emptyText={emptyText}
    />
  );
}

/** An observer, so a new page, status or reload shows (it reads them from the presenter). */
export const ServerPagedTable = observer(ServerPagedTableView) as typeof ServerPagedTableView;
