import { UploadCancelledError, type UploadControl } from '../../application/shared/upload-control.port';
import { toUploadTarget } from '../../domain/shared/upload-url.rule';

/** One upload: where, what, and for how long at most; `contentType` only for a raw body. */
export interface XhrUploadRequest extends UploadControl {
  readonly url: string;
  readonly localRun: boolean;
  /** Issue 35 §4: the settings' STORAGE_ORIGINS, the only origins a body may be sent to. */
  readonly storageOrigins: readonly string[];
  readonly body: Blob | FormData;
  readonly contentType?: string | undefined;
  readonly timeoutMs: number;
}

/** The storage's answer: its status and its body read as JSON (undefined when it is not JSON). */
export interface XhrUploadAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly statusText: string;
  readonly body: unknown;
}

/** Why no answer came: the URL was refused unsent, the request failed, or it took too long. */
export type XhrUploadFailureKind = 'unsafe-url' | 'network' | 'timeout' | 'redirected';

export class XhrUploadFailure extends Error {
  constructor(readonly kind: XhrUploadFailureKind) {
    super(`upload ${kind}`);
    this.name = 'XhrUploadFailure';
  }
}

/**
 * Issue 24 §3: the one HTTP POST of a file that reports progress and can be aborted (fetch
 * reports no upload progress). Same safety as the fetch it replaces: the URL must pass
 * `toUploadTarget` (https, on one of the storage origins, issue 35 §4) or nothing is sent, no
 * cookies or credentials travel (withCredentials false), a timeout bounds it, and an answer from
 * any other address than the one asked (a redirect, which XHR follows unasked) is refused rather
 * than read. XHR cannot refuse to follow a 307/308, which re-sends the body: the CSP's connect-src,
 * limited to the same storage origins, is what stops the browser sending it elsewhere. Resolves with every HTTP answer,
 * refusals included; rejects with XhrUploadFailure or, on abort, UploadCancelledError.
 */
export function xhrUpload(request: XhrUploadRequest): Promise<XhrUploadAnswer> {
  const target = toUploadTarget(request.url, request.localRun, request.storageOrigins);
  if (target === null) return Promise.reject(new XhrUploadFailure('unsafe-url'));
  const { signal, onProgress } = request;
  if (signal?.aborted === true) return Promise.reject(new UploadCancelledError());
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    xhr.open('POST', target.href);
    xhr.withCredentials = false;
    xhr.timeout = request.timeoutMs;
    xhr.responseType = 'text';
    if (request.contentType !== undefined) xhr.setRequestHeader('Content-Type', request.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(percentOf(event.loaded, event.total));
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.responseURL !== '' && xhr.responseURL !== target.href) {
          reject(new XhrUploadFailure('redirected'));
          return;
        }
        onProgress?.(100);
        resolve(answerOf(xhr));
      });
    xhr.onerror = () => settle(() => reject(new XhrUploadFailure('network')));
    xhr.ontimeout = () => settle(() => reject(new XhrUploadFailure('timeout')));
    xhr.onabort = () => settle(() => reject(new UploadCancelledError()));
    signal?.addEventListener('abort', abort, { once: true });
    onProgress?.(0);
    xhr.send(request.body);
  });
}

/** Whole percents, never 100 before the storage has answered (the bytes may still be checked). */
function percentOf(loaded: number, total: number): number {
  return Math.min(99, Math.max(0, Math.floor((loaded / total) * 100)));
}

function answerOf(xhr: XMLHttpRequest): XhrUploadAnswer {
  let body: unknown;
  try {
    body = JSON.parse(xhr.responseText) as unknown;
  } catch {
    body = undefined;
  }
  const ok = xhr.status >= 200 && xhr.status < 300;
  return { status: xhr.status, ok, statusText: xhr.statusText, body };
}
