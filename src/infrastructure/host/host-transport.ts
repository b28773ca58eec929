/**
 * How host actions travel: over postMessage to the real portal (host-bridge/) or
 * in-process to the fake host (fake-host/). Action names are given without the
 * 'blipEvent:' wire prefix; the postMessage transport adds it.
 */
export const HostTransport = Symbol.for('HostTransport');

export interface HostRequestOptions {
  /** Default: AppSettings.HOST_REQUEST_TIMEOUT_MS (60000 ms). */
  readonly timeoutMs?: number;
}

export interface HostTransport {
  request<T = unknown>(action: string, content?: unknown, options?: HostRequestOptions): Promise<T>;
  fire(action: string, content?: unknown): void;
}

/** Why a host request failed: no answer in time, or the host answered `{ error }`. */
export class HostRequestError extends Error {
  constructor(
    readonly kind: 'timeout' | 'error-reply' | 'unavailable',
    readonly action: string,
    readonly error: unknown,
  ) {
    super(`host ${action}: ${kind}`);
    this.name = 'HostRequestError';
  }
}
