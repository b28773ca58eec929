import './Badge.css';

export interface BadgeProps {
  /** A number, or its text when it says more ('12+': at least 12 so far). */
  readonly count: number | string;
  /** What the number means, for assistive technology (e.g. '3 pending requests'). */
  readonly label?: string | undefined;
}

/**
 * The label is given as visually hidden text rather than aria-label: aria-label is not allowed
 * on a generic span, and hidden text reads the same inside a tab or a button name.
 */
export function Badge({ count, label }: BadgeProps) {
  return (
    <span className="ui-badge">
      <span aria-hidden={label ? true : undefined}>{count}</span>
      {label ? <span className="ui-visually-hidden">{label}</span> : null}
    </span>
  );
}
