import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../ui';
import type { CatalogListPresenter } from './catalog-list.presenter';
import type { CatalogRow } from './catalog-rows';
import { CatalogRowMenu } from './CatalogRowMenu.view';
import { PagedList } from './ListStates.view';

const rowId = (row: CatalogRow) => row.id;

/** Spec 2 §2.3: the catalogs of one server page, their row menus, page size and pages. */
export const CatalogsTable = observer(function CatalogsTable({
  page,
}: {
  readonly page: CatalogListPresenter;
}) {
  const { t } = useTranslation('knowledgeBase');
  // The server pages and orders the list: sorting one page in the browser would mislead.
  const columns = useMemo<Column<CatalogRow>[]>(
    () => [
      { id: 'name', header: t('columns.name'), value: (row) => row.name, sortable: false, width: '40%' },
      { id: 'content', header: t('columns.content'), value: (row) => row.contentCount, sortable: false },
      {
        id: 'lastUpdate',
        header: t('columns.lastUpdate'),
        sortable: false,
        render: (row) => (
          <div className="kb-last-update">
            {row.lastUpdate ? (
              <span>{t('list.lastUpdate', { date: row.lastUpdate.date, time: row.lastUpdate.time })}</span>
            ) : null}
            <span className="kb-last-update__by">{t('list.updatedBy', { name: row.updatedBy })}</span>
          </div>
        ),
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        width: '96px',
        render: (row) => <RowActions page={page} row={row} />,
      },
    ],
    [t, page],
  );

  return (
    <PagedList
      status={page.status}
      busy={page.refreshing}
      loadingLabel={t('list.loading')}
      onRetry={() => void page.load()}
      paging={page}
      rows={page.rows}
      columns={columns}
      getRowId={rowId}
      caption={t('list.caption')}
      emptyText={t('list.noResults')}
    />
  );
});

const RowActions = observer(function RowActions({
  page,
  row,
}: {
  readonly page: CatalogListPresenter;
  readonly row: CatalogRow;
}) {
  const { t } = useTranslation('knowledgeBase');
  const open = page.openMenuId === row.id;
  return (
    <CatalogRowMenu
      label={t('menu.label', { name: row.name })}
      open={open}
      onToggle={(wanted) => {
        if (wanted !== open) page.menuToggled(row.id);
      }}
      items={[
        { id: 'open', label: t('menu.open'), onSelect: () => page.openClicked(row.id) },
        // Spec 2 §6: a read-only role keeps Open only (write controls are hidden, decisions.md).
        ...(page.canWrite
          ? [{ id: 'delete', label: t('menu.delete'), onSelect: () => void page.deleteClicked(row.id) }]
          : []),
      ]}
    />
  );
});
