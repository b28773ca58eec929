import type { AlertRecord } from './simulator-records';
import { NativeDialog } from './NativeDialog.view';
import { alertBodyText } from './alert-body.text';

interface AlertDialogProps {
  readonly record: AlertRecord;
  readonly onAnswer: (id: number, answer: boolean) => void;
}

/** The portal's showAlert: title, body as text, confirm → true, cancel or Escape → false. */
export function AlertDialog({ record, onAnswer }: AlertDialogProps) {
  const titleId = `sim-alert-title-${record.id}`;
  const { alert } = record;
  return (
    <NativeDialog
      labelledBy={titleId}
      className={`sim-alert sim-variant-${alert.variant}`}
      onDismiss={() => onAnswer(record.id, false)}
    >
      <h2 id={titleId}>{alert.title}</h2>
      <p className="sim-alert-body">{alertBodyText(alert.body)}</p>
      <div className="sim-dialog-actions">
        <button type="button" onClick={() => onAnswer(record.id, false)}>
          {alert.cancel === '' ? 'Cancel' : alert.cancel}
        </button>
        <button type="button" className="sim-primary" onClick={() => onAnswer(record.id, true)}>
          {alert.confirm === '' ? 'Confirm' : alert.confirm}
        </button>
      </div>
    </NativeDialog>
  );
}
