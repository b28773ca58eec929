import type { PortalUiStore } from './portal-ui.store';
import { usePortalUi } from './use-portal-ui.hook';

/** Visible toasts, newest last; each closes itself after ~5 s or on its close button. */
export function ToastStack({ store }: { readonly store: PortalUiStore }) {
  const { toasts } = usePortalUi(store);
  const visible = toasts.filter((toast) => toast.visible);
  return (
    <section className="sim-toasts" aria-label="Toasts" aria-live="polite">
      {visible.map((toast) => (
        <div
          key={toast.id}
          className={`sim-toast sim-toast-${toast.type}`}
          role={toast.type === 'danger' ? 'alert' : 'status'}
        >
          <div className="sim-toast-text">
            {toast.title !== undefined && toast.title !== '' && <strong>{toast.title}</strong>}
            <span>{toast.message}</span>
          </div>
          <button
            type="button"
            className="sim-toast-close"
            aria-label="Close toast"
            onClick={() => store.dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
