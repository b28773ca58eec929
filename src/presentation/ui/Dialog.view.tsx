import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons/Icon.view';
import './Dialog.css';

export interface DialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer?: ReactNode | undefined;
  /** A fixed width in px (the default is the kit's 560px, narrowed on small screens). */
  readonly width?: number | undefined;
}

/**
 * A native modal <dialog>: the browser traps focus and makes the page inert. It stays
 * controlled: Escape and the close button ask the owner to close through onClose.
 */
export function Dialog({ open, title, onClose, children, footer, width }: DialogProps) {
  const { t } = useTranslation('ui');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  // Escape may arrive both as a keydown and as the dialog's cancel event: close only once.
  const closeRequestedRef = useRef(false);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    closeRequestedRef.current = false;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      // Closing because the owner said so: the resulting 'close' event must not ask again.
      closeRequestedRef.current = true;
      if (dialog.open) dialog.close();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  function requestClose() {
    if (closeRequestedRef.current) return;
    closeRequestedRef.current = true;
    onCloseRef.current();
    // The owner may refuse (a modal ignores closing while it saves): once this key press's
    // events are over, a dialog still open listens again, so a later Escape still closes it.
    setTimeout(() => {
      if (dialogRef.current?.open) closeRequestedRef.current = false;
    }, 0);
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    requestClose();
  }

  // The browser may close the dialog itself (a form with method=dialog, a repeated Escape).
  function onNativeClose() {
    requestClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      requestClose();
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="ui-dialog"
      style={width === undefined ? undefined : { width }}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
    >
      {open ? (
        <div className="ui-dialog__panel">
          <header className="ui-dialog__header">
            <h2 id={titleId} className="ui-dialog__title">
              {title}
            </h2>
            <button
              type="button"
              className="ui-icon-button ui-dialog__close"
              onClick={requestClose}
              aria-label={t('close')}
            >
              <Icon name="close" size={20} />
            </button>
          </header>
          <div className="ui-dialog__body">{children}</div>
          {footer ? <footer className="ui-dialog__footer">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
