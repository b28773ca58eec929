import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../ui';
import type { CatalogListPresenter } from './catalog-list.presenter';
import type { CatalogRow } from './catalog-rows';
import { actionsColumn, LastUpdateCell, RowMenuCell, ServerPagedTable } from './KbTableParts.view';

/** Spec 2 §2.3: the catalogs of one server page, their row menus, page size and pages. */
export const CatalogsTable = observer(function CatalogsTable({
  page,
}: {
  readonly page: CatalogListPresenter;
}) {
  const { t } = useTranslation('knowledgeBase');
  const columns = useMemo<Column<CatalogRow>[]>(
    () => [
      { id: 'name', header: t('columns.name'), value: (row) => row.name, width: '40%' },
      { id: 'content', header: t('columns.content'), value: (row) => row.contentCount },
      {
        id: 'lastUpdate',
        header: t('columns.lastUpdate'),
        render: (row) => <LastUpdateCell lastUpdate={row.lastUpdate} updatedBy={row.updatedBy} />,
      },
      actionsColumn(t('columns.actions'), (row) => <RowActions page={page} row={row} />),
    ],
    [t, page],
  );

  return (
    <ServerPagedTable
      source={page}
      paging={page}
      columns={columns}
      caption={t('list.caption')}
      loadingLabel={t('list.loading')}
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
  return (
    <RowMenuCell
      label={t('menu.label', { name: row.name })}
      open={page.openMenuId === row.id}
      onToggled={() => page.menuToggled(row.id)}
      items={[
        { id: 'open', label: t('menu.open'), onSelect: () => page.openClicked(row.id) },
        // Spec 2 §6: a read-only role keeps Open only; write controls are hidden
        // (docs/decisions/knowledge-base.md).
        ...(page.canWrite
          ? [{ id: 'delete', label: t('menu.delete'), onSelect: () => void page.deleteClicked(row.id) }]
          : []),
      ]}
    />
  );
});
