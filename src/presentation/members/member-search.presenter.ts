import { Debounce } from '../shared/debounce';
import { makeObservableState } from '../shared/observable-state';

/** A User Timing mark set when the debounced term applies: "debounce to painted rows" starts here. */
export const SEARCH_APPLIED_MARK = 'members:search-applied';

/**
 * The Members tab's search (spec 1 §2): the icon opens the input; typing changes only
 * `text` (what the input shows), and 500 ms after the last keystroke `term` (what filters
 * the rows) follows. Keeping the two apart is what keeps typing smooth over 10,000 rows.
 */
export class MemberSearchPresenter {
  open = false;
  text = '';
  term = '';
  private readonly debounce = new Debounce<void>(() => this.apply());

  constructor(
    private readonly onApplied: (term: string) => void = () => undefined,
    private readonly onTyping: () => void = () => undefined,
  ) {
    makeObservableState(this);
  }

  opened(): void {
    this.open = true;
  }

  changed(text: string): void {
    this.text = text;
    this.onTyping();
    this.debounce.schedule();
  }

  /** Closing clears the search at once: every row is back. */
  closed(): void {
    this.debounce.cancel();
    this.open = false;
    this.text = '';
    if (this.term !== '') this.apply();
  }

  /** A term from the URL: applied at once, with the input open on it (or closed when empty). */
  restored(text: string): void {
    this.debounce.cancel();
    this.open = text !== '';
    this.text = text;
    this.term = text;
  }

  dispose(): void {
    this.debounce.cancel();
  }

  private apply(): void {
    if (this.term === this.text) return;
    globalThis.performance?.clearMarks(SEARCH_APPLIED_MARK);
    globalThis.performance?.mark(SEARCH_APPLIED_MARK);
    this.term = this.text;
    this.onApplied(this.term);
  }
}
