/**
 * Issue 34 §2: per-row reads (a bot's configuration, a member's account, an agent's desk bots)
 * for lists of up to 10,000 rows. At most `width` reads run at once; the keys on screen are asked
 * first (`prioritize`), the rest follow in list order in the background; an abort stops
 * everything not yet sent. Keys may be added page by page; `close` says the list is complete. Each key is read at most once; `read` reports its own outcome (it
 * must not reject: a rejection is handed to `onError` and counted as done).
 */
export interface PriorityReadsOptions<K> {
  /** Reads in flight at once (bounded fan-out); chosen per caller from measurement. */
  readonly width: number;
  readonly read: (key: K, signal: AbortSignal) => Promise<void>;
  readonly onError?: ((key: K, error: unknown) => void) | undefined;
  /** Leaving the page: nothing more is sent, and `settled` resolves. */
  readonly signal?: AbortSignal | undefined;
}

export class PriorityReads<K> {
  private readonly width: number;
  private readonly controller = new AbortController();
  /** Keys not yet sent, in list order; `next` walks it once. */
  private background: K[] = [];
  private next = 0;
  /** The keys on screen, asked before any background key; replaced by each `prioritize`. */
  private front: K[] = [];
  private readonly waiting = new Set<K>();
  private readonly known = new Set<K>();
  private inFlight = 0;
  /** No more keys will be added (the list is complete): `settled` may resolve. */
  private closed = false;
  private finished = 0;
  private resolveSettled: () => void = () => undefined;
  /** Resolves once `close` was called and every key is read, or on abort. Never rejects. */
  readonly settled: Promise<void>;

  constructor(private readonly options: PriorityReadsOptions<K>) {
    this.width = Math.max(1, Math.trunc(options.width) || 1);
    this.settled = new Promise((resolve) => (this.resolveSettled = resolve));
    const outer = options.signal;
    if (outer?.aborted === true) this.abort();
    else outer?.addEventListener('abort', () => this.abort(), { once: true });
  }

  /** Every key added so far (each counted once). */
  get total(): number {
    return this.known.size;
  }

  /** Keys whose read has settled. */
  get done(): number {
    return this.finished;
  }

  get aborted(): boolean {
    return this.controller.signal.aborted;
  }

  get complete(): boolean {
    return this.finished === this.known.size;
  }

  /** Adds keys to the background order (a new page of rows); keys already known are ignored. */
  add(keys: Iterable<K>): void {
    if (this.aborted) return;
    for (const key of keys) {
      if (this.known.has(key)) continue;
      this.known.add(key);
      this.waiting.add(key);
      this.background.push(key);
    }
    this.pump();
  }

  /**
   * The rows now on screen (a page change, a sort, a search): those not yet sent go next, in this
   * order, ahead of the background. Unknown keys are added first.
   */
  prioritize(keys: Iterable<K>): void {
    if (this.aborted) return;
    const list = [...keys];
    this.add(list);
    this.front = list.filter((key) => this.waiting.has(key));
    this.pump();
  }

  /** The list is complete: no more keys will come. */
  close(): void {
    this.closed = true;
    this.pump();
  }

  abort(): void {
    if (this.aborted) return;
    this.controller.abort();
    this.waiting.clear();
    this.front = [];
    this.background = [];
    this.resolveSettled();
  }

  private pump(): void {
    while (!this.aborted && this.inFlight < this.width) {
      const key = this.take();
      if (key === undefined) break;
      this.start(key);
    }
    if (this.closed && this.inFlight === 0 && this.complete) this.resolveSettled();
  }

  private take(): K | undefined {
    while (this.front.length > 0) {
      const key = this.front.shift() as K;
      if (this.waiting.delete(key)) return key;
    }
    while (this.next < this.background.length) {
      const key = this.background[this.next] as K;
      this.next += 1;
      if (this.waiting.delete(key)) return key;
    }
    // Everything queued was sent: the walked part can go (a reload adds anew).
    this.background = [];
    this.next = 0;
    return undefined;
  }

  private start(key: K): void {
    this.inFlight += 1;
    const signal = this.controller.signal;
    let running: Promise<void>;
    try {
      running = this.options.read(key, signal);
    } catch (error) {
      running = Promise.reject(error);
    }
    void running
      .catch((error: unknown) => {
        if (!signal.aborted) this.options.onError?.(key, error);
      })
      .finally(() => {
        this.inFlight -= 1;
        this.finished += 1;
        this.pump();
      });
  }
}
