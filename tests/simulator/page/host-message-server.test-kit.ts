import { vi } from 'vitest';
import { type FakeHostApi } from '../../../simulator/fake-host/fake-host.contract';
import {
  startHostMessageServer,
  type HostMessageLogEntry,
  type HostMessageServerOptions,
  type WireFaults,
} from '../../../simulator/page/host-message-server';
import { deliver, fakeParent, MODULE_ORIGIN } from '../../infrastructure/host-bridge/fake-windows';

export type Handle = FakeHostApi['handle'];

const stops: Array<() => void> = [];

/** Stops `stop`'s server after the test (see `stopServers`). */
export function stopAfterTest(stop: () => void): void {
  stops.push(stop);
}

/** Stops every server a test started (call it from the test file's own afterEach). */
export function stopServers(): void {
  while (stops.length > 0) stops.pop()?.();
}

/** The host message server alone, its frame a spy: what it is asked and what goes out on the wire. */
export function serverWithSpyFrame(
  handle: Handle,
  wireFaults?: WireFaults,
  treatment?: HostMessageServerOptions['treatment'],
) {
  const hostWindow = new EventTarget();
  const frame = fakeParent();
  const handler = { handle: vi.fn(handle) };
  const log: HostMessageLogEntry[] = [];
  const stop = startHostMessageServer({
    window: hostWindow as unknown as Window,
    frame: () => frame as unknown as Window,
    moduleOrigin: MODULE_ORIGIN,
    handler,
    log: (entry) => log.push(entry),
    ...(wireFaults === undefined ? {} : { wireFaults }),
    ...(treatment === undefined ? {} : { treatment }),
  });
  stops.push(stop);
  const send = (data: unknown, origin = MODULE_ORIGIN, source: unknown = frame) =>
    deliver(hostWindow, data, origin, source);
  const posted = () => frame.postMessage.mock.calls.map(([message]) => message);
  return { hostWindow, frame, handler, log, stop, send, posted };
}
