import { useTranslation } from 'react-i18next';
import { Button, Dialog, Switch } from '../ui';
import type { StatusDialog } from './calls.presenter';

/**
 * 'Current number status' (spec 1 §2): calls, phone number, call permission request, and the
 * call icon's visibility with its switch (spec 1 §4: visible ↔ hidden; §8 'Access changed
 * successfully'). The modal is where a bot's number settings are read, so the icon is set there.
 */
export function CallsStatusDialog({
  dialog,
  onClose,
  onIconVisibilityChange,
}: {
  readonly dialog: StatusDialog;
  readonly onClose: () => void;
  readonly onIconVisibilityChange: (botId: string, visible: boolean) => void;
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
        <ul className="ui-column ui-bare-list">
          <li>{t('status.calls', { state: state(dialog.status.callsEnabled) })}</li>
          <li>{t('status.phoneNumber', { phoneNumber: dialog.status.phoneNumber })}</li>
          <li>{t('status.callback', { state: state(dialog.status.callbackPermissionEnabled) })}</li>
          <li>
            {t('status.icon', {
              state: t(dialog.status.callIconVisible ? 'status.iconVisible' : 'status.iconHidden'),
            })}
          </li>
          <li>
            <Switch
              label={t('status.iconSwitch')}
              checked={dialog.status.callIconVisible}
              disabled={!dialog.canChangeIcon}
              onChange={(visible) => onIconVisibilityChange(dialog.botId, visible)}
            />
          </li>
        </ul>
      ) : (
        <p>{t(dialog.kind === 'loading' ? 'status.loading' : 'status.noData')}</p>
      )}
    </Dialog>
  );
}
