import { useEffect, useRef, type ReactNode } from 'react';

interface NativeDialogProps {
  readonly labelledBy: string;
  readonly className?: string;
  /** Escape key or any other dismissal the browser offers. */
  readonly onDismiss: () => void;
  readonly children: ReactNode;
}

/**
 * A native <dialog>, opened modally while mounted. Where showModal is missing (jsdom),
 * the `open` attribute still exposes it to people and to tests.
 */
export function NativeDialog({ labelledBy, className, onDismiss, children }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      className={className === undefined ? 'sim-dialog' : `sim-dialog ${className}`}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
    >
      {children}
    </dialog>
  );
}
