import type { PortalUiStore } from './portal-ui.store';
import { usePortalUi } from './use-portal-ui.hook';
import { formatTime, payloadPreview } from './log-format';
import { PROTOCOL_LOG_LIMIT } from './portal-ui.store';

const ARROWS = { in: 'module → host', out: 'host → module', dropped: 'dropped' } as const;

/** The bridge traffic, last 200 entries, newest first. */
export function ProtocolLog({ store }: { readonly store: PortalUiStore }) {
  const { protocol } = usePortalUi(store);
  const newestFirst = [...protocol].reverse();
  return (
    <details className="sim-panel sim-protocol">
      <summary>
        Protocol log ({protocol.length}/{PROTOCOL_LOG_LIMIT})
      </summary>
      <ol className="sim-log-list">
        {newestFirst.map((entry, index) => (
          <li key={protocol.length - index} className={`sim-protocol-${entry.direction}`}>
            <time>{formatTime(entry.at)}</time>{' '}
            <span className="sim-direction">{ARROWS[entry.direction]}</span>{' '}
            {entry.action !== undefined && <strong>{entry.action}</strong>}{' '}
            {entry.id !== undefined && <span className="sim-id">#{entry.id.slice(0, 8)}</span>}
            <code>{payloadPreview(entry.payload)}</code>
          </li>
        ))}
      </ol>
    </details>
  );
}
