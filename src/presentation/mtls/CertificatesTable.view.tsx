import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DataTable, FailedState, Spinner, type Column } from '../ui';
import type { CertificateRow } from './certificate-rows';
import { CertificateStatusTag } from './CertificateStatusTag.view';
import type { MtlsPagePresenter } from './mtls-page.presenter';

const rowId = (row: CertificateRow) => row.id;

/** The table 'MTLS Certificates' (spec 1 §2): Description, Expiration, Status, Actions. */
export const CertificatesTable = observer(function CertificatesTable({
  page,
}: {
  readonly page: MtlsPagePresenter;
}) {
  const { t } = useTranslation('mtls');
  const columns = useMemo<Column<CertificateRow>[]>(
    () => [
      { id: 'description', header: t('table.description'), value: (row) => row.description, width: '40%' },
      {
        id: 'expiration',
        header: t('table.expiration'),
        value: (row) => row.expiration,
        render: (row) =>
          row.expirationText === '' ? (
            <span className="mtls-muted">{t('table.noExpiration')}</span>
          ) : (
            row.expirationText
          ),
      },
      {
        id: 'status',
        header: t('table.status'),
        value: (row) => t(`status.${row.status}`),
        render: (row) => <CertificateStatusTag status={row.status} tone={row.statusTone} />,
      },
      {
        id: 'actions',
        header: t('table.actions'),
        render: (row) => <CertificateActions page={page} row={row} />,
        width: '120px',
      },
    ],
    [t, page],
  );

  if (page.status === 'loading') {
    return (
      <div className="mtls-table__state">
        <Spinner label={t('table.loading')} />
      </div>
    );
  }
  if (page.status === 'failed') {
    return (
      <FailedState
        message={t('messages.loadFailed')}
        retry={{ label: t('table.retry'), onClick: () => void page.load() }}
      />
    );
  }
  return (
    <DataTable
      rows={page.rows}
      columns={columns}
      getRowId={rowId}
      caption={t('table.title')}
      emptyText={t('table.empty')}
    />
  );
});

const CertificateActions = observer(function CertificateActions({
  page,
  row,
}: {
  readonly page: MtlsPagePresenter;
  readonly row: CertificateRow;
}) {
  const { t } = useTranslation('mtls');
  const deleteLabel = t('table.deleteCertificate', { description: row.description });
  const editLabel = t('table.editHosts', { description: row.description });
  return (
    <div className="mtls-actions">
      <Button
        variant="tertiary"
        size="sm"
        icon="trash"
        aria-label={deleteLabel}
        title={deleteLabel}
        loading={page.isDeleting(row.id)}
        onClick={() => void page.deleteCertificateClicked(row.id)}
      />
      <Button
        variant="tertiary"
        size="sm"
        icon="edit"
        aria-label={editLabel}
        title={editLabel}
        onClick={() => page.hosts.open(row.id)}
      />
    </div>
  );
});
