import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentRowAction } from '../../domain/knowledge-base/document-actions.rule';
import { Button, Spinner, Tag, type Column } from '../ui';
import type { CatalogDocumentsPresenter } from './catalog-documents.presenter';
import type { DocumentRow } from './document-rows';
import { actionsColumn, LastUpdateCell, RowMenuCell, ServerPagedTable } from './KbTableParts.view';
import type { Texts } from '../i18n/texts';

/** The menu text of each action: both Update targets read 'Update' (spec 2 §2.5). */
const ACTION_TEXT: Readonly<Record<DocumentRowAction, keyof Texts['knowledgeBase']['documents']['menu']>> = {
  open: 'open',
  download: 'download',
  'update-url': 'update',
  'update-file': 'update',
  restore: 'restore',
  activate: 'activate',
  deactivate: 'deactivate',
  delete: 'delete',
};

/** Spec 2 §2.5: the documents of one server page, their menus, page size and pages. */
export const DocumentsTable = observer(function DocumentsTable({
  page,
}: {
  readonly page: CatalogDocumentsPresenter;
}) {
  const { t } = useTranslation('knowledgeBase');
  const columns = useMemo<Column<DocumentRow>[]>(
    () => [
      {
        id: 'content',
        header: t('documents.columns.content'),
        width: '45%',
        render: (row) => (
          <div className="kb-doc">
            <span className={`kb-doc__icon kb-doc__icon--${row.icon}`} aria-hidden="true">
              {row.icon.toUpperCase()}
            </span>
            <div className="kb-doc__text">
              <span className="kb-doc__name">{row.name}</span>
              <span className="kb-doc__detail">{row.detail}</span>
            </div>
          </div>
        ),
      },
      {
        id: 'lastUpdate',
        header: t('documents.columns.lastUpdate'),
        render: (row) => <LastUpdateCell lastUpdate={row.lastUpdate} updatedBy={row.updatedBy} />,
      },
      {
        id: 'synchronization',
        header: t('documents.columns.synchronization'),
        render: (row) => <SyncStatus page={page} row={row} />,
      },
      actionsColumn(t('documents.columns.actions'), (row) => <RowActions page={page} row={row} />),
    ],
    [t, page],
  );

  return (
    <ServerPagedTable
      source={page}
      paging={page.query}
      columns={columns}
      caption={t('documents.caption')}
      loadingLabel={t('documents.loading')}
      emptyText={t('documents.noResults')}
    />
  );
});

/**
 * Spec 2 §2.5 badge; issue 14: past the polling limit 'Still synchronizing' (warning, no
 * spinner: nothing is being checked any more) with a 'Retry' button beside it.
 */
function SyncStatus({ page, row }: { readonly page: CatalogDocumentsPresenter; readonly row: DocumentRow }) {
  const { t } = useTranslation('knowledgeBase');
  if (row.stalled) {
    return (
      <div className="kb-sync">
        <Tag tone="warning" data-sync-status="stalled">
          {t('documents.status.stalled')}
        </Tag>
        {row.canRetry ? (
          <Button
            variant="secondary"
            size="sm"
            loading={row.retrying}
            aria-label={t('documents.retry.label', { name: row.name })}
            onClick={() => page.retryClicked(row.id)}
          >
            {t('documents.retry.button')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <Tag tone={row.tone === 'disabled' ? 'neutral' : row.tone} data-sync-status={row.status}>
      {row.status === 'processing' ? <span className="kb-sync__spinner" aria-hidden="true" /> : null}
      {t(`documents.status.${row.status}`)}
    </Tag>
  );
}

const RowActions = observer(function RowActions({
  page,
  row,
}: {
  readonly page: CatalogDocumentsPresenter;
  readonly row: DocumentRow;
}) {
  const { t } = useTranslation('knowledgeBase');
  if (page.commands.busyId === row.id) return <Spinner size={20} label={t('documents.loading')} />;
  return (
    <RowMenuCell
      label={t('documents.menu.label', { name: row.name })}
      open={page.openMenuId === row.id}
      onToggled={() => page.menuToggled(row.id)}
      items={row.actions.map((action) => ({
        id: action,
        label: t(`documents.menu.${ACTION_TEXT[action]}`),
        onSelect: () => page.actionChosen(row.id, action),
      }))}
    />
  );
});
