import { Debounce } from './debounce';
import { makeObservableState } from './observable-state';

/**
 * A search box's text as typed, and the debounce that hands it on once typing stops (spec 1 §9,
 * spec 2 §9). Every searchable list kept these two side by side; what the settled text means
 * (a term, page 1 again, a tracking event) stays with the list, in `settle`.
 */
export class TypedSearch {
  /** What the input shows. */
  text = '';
  private readonly debounce: Debounce<string>;

  constructor(settle: (text: string) => void) {
    this.debounce = new Debounce<string>(settle);
    makeObservableState(this);
  }

  /** A keystroke: the text shows at once and settles once typing has stopped. */
  typed(text: string): void {
    this.text = text;
    this.debounce.schedule(text);
  }

  /**
   * The text set at once (a cleared box, a state from the URL): a settle still waiting is
   * dropped, and the owner applies the text itself, with no wait.
   */
  replaced(text: string): void {
    this.debounce.cancel();
    this.text = text;
  }

  /** The list is gone: a settle still waiting is dropped. */
  dispose(): void {
    this.debounce.cancel();
  }
}
