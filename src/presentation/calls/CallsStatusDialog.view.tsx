import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../ui';
import type { StatusDialog } from './calls.presenter';

/** 'Current number status' (spec 1 §2): calls, phone number, call permission request. */
export function CallsStatusDialog({
  dialog,
  onClose,
}: {
  readonly dialog: StatusDialog;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('calls');
  const state = (enabled: boolean) => t(enabled ? 'status.enabled' : 'status.disabled');
  return (
    <Dialog
      open={dialog.kind !== 'closed'}
      title={t('status.title')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('status.close')}</Button>}
    >
      {dialog.kind === 'status' ? (
        <ul className="calls-status">
          <li>{t('status.calls', { state: state(dialog.status.callsEnabled) })}</li>
          <li>{t('status.phoneNumber', { phoneNumber: dialog.status.phoneNumber })}</li>
          <li>{t('status.callback', { state: state(dialog.status.callbackPermissionEnabled) })}</li>
        </ul>
      ) : (
        <p>{t('status.noData')}</p>
      )}
    </Dialog>
  );
}
