/**
 * Spec 1 §9, spec 2 §9: a list's search follows what is typed once typing has stopped for
 * this long. Every searchable list (members, agents, pipelines, catalogs, Copilot, Calls) uses
 * this one value.
 */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Runs `settle` with the last value given, once `delayMs` have passed without another (issue 21
 * §2: the one debounce every search uses, by default after SEARCH_DEBOUNCE_MS). Plain, not
 * observable: presenters hold it and call it from their actions; `settle` runs later, so it should
 * be an action itself.
 */
export class Debounce<T> {
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(
    private readonly settle: (value: T) => void,
    private readonly delayMs: number = SEARCH_DEBOUNCE_MS,
  ) {}

  /** True while a value waits to settle. */
  get pending(): boolean {
    return this.timer !== undefined;
  }

  /** Restarts the wait with `value`; an earlier value still waiting is dropped. */
  schedule(value: T): void {
    this.cancel();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.settle(value);
    }, this.delayMs);
  }

  /** Drops the value still waiting, if any (a cleared search, a restored URL, a closed page). */
  cancel(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
