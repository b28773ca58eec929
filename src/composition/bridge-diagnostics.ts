import type { Container } from 'inversify';
import { HostTransport } from '../infrastructure/host/host-transport';
import { PostMessageTransport } from '../infrastructure/host-bridge/postmessage-transport.adapter';

/** What the frame's `tenantAdminBridge` says: counts only, never a message's content. */
export interface BridgeDiagnostics {
  /** Requests still waiting for the host's answer. */
  readonly pending: number;
  /** Messages refused: wrong source, origin or shape, or a reply nobody waits for. */
  readonly dropped: number;
}

/**
 * Puts read-only counters of the real bridge on the frame's window, for end-to-end tests (the
 * chaos and hostile-frame suites check that nothing is left pending and every look-alike message
 * is refused) and for support staff looking at a live portal.
 */
export function exposeBridgeDiagnostics(container: Container, win: Window): void {
  const transport = container.get<HostTransport>(HostTransport);
  if (!(transport instanceof PostMessageTransport)) return;
  const diagnostics: BridgeDiagnostics = Object.freeze({
    get pending() {
      return transport.pendingCount;
    },
    get dropped() {
      return transport.droppedCount;
    },
  });
  Object.defineProperty(win, 'tenantAdminBridge', {
    value: diagnostics,
    configurable: false,
    writable: false,
  });
}
