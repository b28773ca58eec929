import { useId } from 'react';
import './LoadProgress.css';

export interface LoadProgressProps {
  /** What the line says, already translated ('Loading members: 300 so far…'). */
  readonly text: string;
  /** Items in hand; with `total`, a native <progress> shows the share. */
  readonly done: number;
  /** Unknown while the list is still being paged: the bar is then indeterminate. */
  readonly total?: number | undefined;
}

/**
 * Issue 34 §2: the line a progressive list shows while it is incomplete, so counts, filters and
 * select-all can be read as partial. It is not a live region: it changes many times a second
 * while thousands of rows arrive. `data-load-progress` marks an incomplete list for the tests
 * and the scale bench; the line is removed once the list is complete.
 */
export function LoadProgress({ text, done, total }: LoadProgressProps) {
  const textId = useId();
  const known = total !== undefined && total > 0;
  return (
    <p className="ui-load-progress" data-load-progress="">
      <progress
        className="ui-load-progress__bar"
        aria-labelledby={textId}
        {...(known ? { value: Math.min(done, total), max: total } : {})}
      />
      <span id={textId} className="ui-load-progress__text">
        {text}
      </span>
    </p>
  );
}
