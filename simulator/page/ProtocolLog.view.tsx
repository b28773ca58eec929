import { useState } from 'react';
import type { PortalUiStore } from './portal-ui.store';
import { usePortalUi } from './use-portal-ui.hook';
import { formatTime, payloadPreview } from './log-format';
import { PROTOCOL_LOG_LIMIT } from './portal-ui.store';

const ARROWS = { in: 'module → host', out: 'host → module', dropped: 'dropped' } as const;

/**
 * The bridge traffic, last 200 entries, newest first. The entries are rendered only while the
 * panel is open: with thousands of messages (10,000 member lookups) a closed log costs nothing,
 * so the simulator does not compete with the module it measures.
 */
export function ProtocolLog({ store }: { readonly store: PortalUiStore }) {
  const { protocol } = usePortalUi(store);
  const [open, setOpen] = useState(false);
  return (
    <details className="sim-panel sim-protocol" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        Protocol log ({protocol.length}/{PROTOCOL_LOG_LIMIT})
      </summary>
      {open && (
        <ol className="sim-log-list">
          {[...protocol].reverse().map((entry, index) => (
            <li key={protocol.length - index} className={`sim-protocol-${entry.direction}`}>
              <time>{formatTime(entry.at)}</time>{' '}
              <span className="sim-direction">{ARROWS[entry.direction]}</span>{' '}
              {entry.action !== undefined && <strong>{entry.action}</strong>}{' '}
              {entry.id !== undefined && <span className="sim-id">#{entry.id.slice(0, 8)}</span>}
              <code>{payloadPreview(entry.payload)}</code>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
