import type { PortalUiStore } from './portal-ui.store';
import type { RedirectRecord } from './simulator-records';
import { usePortalUi } from './use-portal-ui.hook';
import { formatTime } from './log-format';

function redirectText({ redirect }: RedirectRecord): string {
  return redirect.kind === 'applicationList'
    ? 'Redirect to the application list'
    : `Redirect top window to ${redirect.url}`;
}

/** Where the portal would have left the page: shown here instead, with the other portal events. */
export function EventLogs({ store }: { readonly store: PortalUiStore }) {
  const snapshot = usePortalUi(store);
  return (
    <>
      <section className="sim-panel" aria-labelledby="sim-redirects-title">
        <h2 id="sim-redirects-title">Redirects</h2>
        {snapshot.redirects.length === 0 ? (
          <p className="sim-empty">No redirects yet.</p>
        ) : (
          <ol className="sim-log-list">
            {snapshot.redirects.map((record, index) => (
              <li key={index}>
                <time>{formatTime(record.at)}</time> {redirectText(record)}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="sim-panel" aria-labelledby="sim-unauthorized-title">
        <h2 id="sim-unauthorized-title">Unauthorized access</h2>
        {snapshot.unauthorized.length === 0 ? (
          <p className="sim-empty">No unauthorized access reported.</p>
        ) : (
          <ol className="sim-log-list">
            {snapshot.unauthorized.map((record, index) => (
              <li key={index}>
                <time>{formatTime(record.at)}</time> {record.path}
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="sim-panel" aria-labelledby="sim-toast-history-title">
        <h2 id="sim-toast-history-title">Toast history</h2>
        {snapshot.toasts.length === 0 ? (
          <p className="sim-empty">No toasts yet.</p>
        ) : (
          <ol className="sim-log-list">
            {snapshot.toasts.map((toast) => (
              <li key={toast.id}>
                <time>{formatTime(toast.at)}</time> [{toast.type}]{' '}
                {toast.title !== undefined && toast.title !== '' ? `${toast.title}: ` : ''}
                {toast.message}
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
