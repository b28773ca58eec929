import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateHost } from '../../domain/mtls/mtls-certificate.entity';
import { Button, DataTable, Dialog, type Column } from '../ui';
import type { CertificateHostsPresenter } from './certificate-hosts.presenter';

const hostId = (host: CertificateHost) => host.hostId;

/** The 'Certificate hosts' modal (spec 1 §2): Host / Actions with a delete per row. */
export const CertificateHostsDialog = observer(function CertificateHostsDialog({
  hosts,
}: {
  readonly hosts: CertificateHostsPresenter;
}) {
  const { t } = useTranslation('mtls');
  const columns = useMemo<Column<CertificateHost>[]>(
    () => [
      { id: 'host', header: t('hosts.host'), value: (host) => host.host },
      {
        id: 'actions',
        header: t('hosts.actions'),
        width: '96px',
        render: (host) => <DeleteHostButton hosts={hosts} host={host} />,
      },
    ],
    [t, hosts],
  );
  return (
    <Dialog open={hosts.isOpen} title={t('hosts.title')} onClose={hosts.close}>
      <div className="mtls-hosts">
        <p className="mtls-hosts__description">
          {t('hosts.description', { description: hosts.certificate?.description ?? '' })}
        </p>
        <DataTable
          rows={hosts.hostRows}
          columns={columns}
          getRowId={hostId}
          caption={t('hosts.title')}
          emptyText={t('hosts.empty')}
        />
      </div>
    </Dialog>
  );
});

const DeleteHostButton = observer(function DeleteHostButton({
  hosts,
  host,
}: {
  readonly hosts: CertificateHostsPresenter;
  readonly host: CertificateHost;
}) {
  const { t } = useTranslation('mtls');
  const label = t('hosts.delete', { host: host.host });
  return (
    <Button
      variant="tertiary"
      size="sm"
      icon="trash"
      aria-label={label}
      title={label}
      loading={hosts.isDeleting(host.hostId)}
      onClick={() => void hosts.deleteHostClicked(host.hostId)}
    />
  );
});
