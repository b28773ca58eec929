import { observableRef, runInAction } from 'mobx';
import { makeObservableState } from './observable-state';

/**
 * Counts a page's loads so that a late answer — for a month or search no longer chosen, or
 * after the page closed — is dropped instead of overwriting what is shown. Plain (not
 * observable): only presenters read it, never a view.
 *
 * Issue 36 §2: the one stale-answer guard. A load with a status (loading, partial, ready,
 * failed) is an `AsyncLoad`, which holds one of these; a presenter uses it bare only for work
 * that has no status to show — a poller's rounds, a fan-out of counts, cards whose own answers
 * are their state — and never beside hand-set loading/failed flags (one-async-state test).
 */
export class LatestLoad {
  private count = 0;
  private controller: AbortController | undefined;

  /** Starts a load; the returned check tells whether it is still the one shown. */
  begin(): () => boolean {
    this.drop();
    const started = this.count;
    return () => started === this.count;
  }

  /**
   * The signal of the load begun last: aborted when a newer load begins or the page closes, so
   * work it started (paging, lookups) stops instead of finishing for nobody.
   */
  get signal(): AbortSignal {
    this.controller ??= new AbortController();
    return this.controller.signal;
  }

  /** The page closed (or a newer load replaced this one): whatever is on its way is dropped. */
  drop(): void {
    this.count += 1;
    this.controller?.abort();
    this.controller = undefined;
  }
}

/**
 * Issue 36 §2: 'partial' — a load whose parts fill in one by one (`run`'s `part`) showed some
 * and is still on its way; 'ready' once all of it arrived.
 */
export type LoadStatus = 'loading' | 'partial' | 'ready' | 'failed';

/**
 * Applies one part of a load (a block, a table) as it arrives, unless a newer load or the page
 * closing superseded it; the first part turns 'loading' into 'partial'.
 */
export type LoadPart = (apply: () => void) => void;

export interface LoadOptions {
  /** A reload keeps what is shown (status stays 'ready', `refreshing` is set) until it answers. */
  readonly keepShown?: boolean;
  /**
   * Called (in the same action that sets 'failed') with a failure of the latest load; a late
   * failure is dropped like a late answer.
   */
  readonly failed?: (error: unknown) => void;
  /**
   * A `keepShown` reload that fails keeps what is shown too (status stays 'ready', `error` is
   * set): for pages whose spec answers a failed refresh with a message over the shown list.
   */
  readonly keepShownOnFailure?: boolean;
}

/**
 * Issue 21 §2: "load, keep the latest answer, expose loading / error / data" — the one helper
 * every presenter that loads uses. `run` starts a load; only the latest one's answer (or
 * failure) is kept, so a late answer never overwrites a newer one or a closed page.
 */
export class AsyncLoad<T> {
  status: LoadStatus = 'loading';
  data: T | undefined = undefined;
  error: unknown = undefined;
  /** A `keepShown` reload is on its way while what it replaces stays on screen. */
  refreshing = false;
  private readonly latest = new LatestLoad();

  constructor() {
    makeObservableState(this, { data: observableRef, error: observableRef });
  }

  get loading(): boolean {
    return this.status === 'loading';
  }

  /**
   * Loads with `fetch`; when it is still the latest load, `apply` runs (in one action, before
   * status turns 'ready') with the answer. Resolves to the check "still the latest load" when
   * the answer was kept — for what streams in afterwards — and to undefined when it was
   * dropped or failed. A load of several parts hands each to `part` as it arrives.
   */
  async run(
    fetch: (signal: AbortSignal, part: LoadPart) => Promise<T>,
    apply: (data: T) => void = () => undefined,
    options: LoadOptions = {},
  ): Promise<(() => boolean) | undefined> {
    const current = this.latest.begin();
    const refresh = options.keepShown === true && this.status === 'ready';
    if (refresh) this.refreshing = true;
    else this.status = 'loading';
    const part: LoadPart = (applyPart) => {
      if (!current()) return;
      runInAction(() => {
        applyPart();
        if (this.status === 'loading') this.status = 'partial';
      });
    };
    let data: T;
    try {
      data = await fetch(this.latest.signal, part);
    } catch (error) {
      if (!current()) return undefined;
      runInAction(() => {
        options.failed?.(error);
        this.error = error;
        if (!refresh || options.keepShownOnFailure !== true) this.status = 'failed';
        this.refreshing = false;
      });
      return undefined;
    }
    if (!current()) return undefined;
    runInAction(() => {
      this.data = data;
      this.error = undefined;
      apply(data);
      this.status = 'ready';
      this.refreshing = false;
    });
    return current;
  }

  /** The page closed: a load still on its way is dropped (and its signal aborted). */
  drop(): void {
    this.latest.drop();
  }
}
