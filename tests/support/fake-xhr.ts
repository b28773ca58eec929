/**
 * XMLHttpRequest stand-ins for the upload transport's tests (issue 24 §3): vitest runs the
 * infrastructure tests in node, which has fetch but no XHR.
 */
type Listener = ((event: ProgressEvent) => void) | null;

abstract class XhrBase {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = true;
  timeout = 0;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  responseURL = '';
  readonly upload: { onprogress: Listener } = { onprogress: null };
  onload: Listener = null;
  onerror: Listener = null;
  ontimeout: Listener = null;
  onabort: Listener = null;
  aborted = false;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.(event());
  }

  /** The upload progress as the browser reports it. */
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.(event({ lengthComputable: true, loaded, total }));
  }

  answer(
    status: number,
    text: string,
    from = this.url,
    statusText = status === 200 ? 'OK' : 'Refused',
  ): void {
    this.status = status;
    this.statusText = statusText;
    this.responseText = text;
    this.responseURL = from;
    this.onload?.(event());
  }
}

function event(init: Partial<ProgressEvent> = {}): ProgressEvent {
  return { lengthComputable: false, loaded: 0, total: 0, ...init } as ProgressEvent;
}

/** Answers only when the test says so; every instance is kept in `ScriptedXhr.sent`. */
export class ScriptedXhr extends XhrBase {
  static sent: ScriptedXhr[] = [];
  body: unknown;

  send(body: unknown): void {
    this.body = body;
    ScriptedXhr.sent.push(this);
  }
}

/**
 * Sends through the global fetch (a stub, or Node's real one against a test server), so the
 * gateways' tests keep asserting what reaches the storage: the body, the Content-Type, and
 * `credentials: 'omit'` for withCredentials false.
 */
export class FetchBackedXhr extends XhrBase {
  private readonly controller = new AbortController();

  send(body: Blob | FormData): void {
    const init = {
      method: this.method,
      body,
      headers: this.headers,
      credentials: this.withCredentials ? 'include' : 'omit',
      signal: this.controller.signal,
    } satisfies RequestInit;
    fetch(this.url, init).then(
      async (response) => {
        if (this.aborted) return;
        const size = body instanceof Blob ? body.size : 1;
        this.progress(size, size);
        this.answer(response.status, await response.text(), response.url || this.url, response.statusText);
      },
      () => {
        if (!this.aborted) this.onerror?.(event());
      },
    );
  }

  override abort(): void {
    this.controller.abort();
    super.abort();
  }
}
