import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { Dialog } from '../ui';
import { ContentDialogFooter } from './ContentDialogFooter.view';
import type { ContentModal } from './content-modal.presenter';

/**
 * What every content modal shares (spec 2 §2.6–§2.11): the dialog, a form that the footer's
 * Save submits (so Enter saves too) and the subtitle; each modal brings its own fields.
 */
export const ContentDialogFrame = observer(function ContentDialogFrame({
  modal,
  open,
  title,
  subtitle,
  width,
  saveText = 'save',
  onClose = modal.cancelClicked,
  onSubmit = () => void modal.saveClicked(),
  children,
}: {
  readonly modal: ContentModal;
  readonly open: boolean;
  readonly title: string;
  readonly subtitle?: string | undefined;
  readonly width?: number | undefined;
  readonly saveText?: 'save' | 'update';
  readonly onClose?: () => void;
  readonly onSubmit?: () => void;
  readonly children: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      width={width}
      footer={<ContentDialogFooter modal={modal} formId={formId} saveText={saveText} />}
    >
      <form
        id={formId}
        className="kb-create"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {subtitle === undefined ? null : <p className="kb-create__subtitle">{subtitle}</p>}
        {children}
      </form>
    </Dialog>
  );
});
