import { UNLIMITED_QUANTITY } from '../billing/subscription.entity';

/** Which way a figure moved against the previous month. */
export type ChangeDirection = 'up' | 'down' | 'same';

/** Issue 24 §2: a month's figure against the previous month's. */
export interface MonthChange {
  /** current − previous. */
  readonly absolute: number;
  /** The change as a share of the previous month (12.5 = 12.5%); undefined when that month had 0. */
  readonly percent: number | undefined;
  readonly direction: ChangeDirection;
}

/** A figure that can be compared: a count the month really has (not unlimited, not missing). */
function comparable(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value) && value !== UNLIMITED_QUANTITY;
}

/**
 * Issue 24 §2: change = current − previous, its percentage against the previous month. A
 * previous month of 0 has no percentage (a share of nothing), only the absolute change; an
 * unlimited marker or a missing figure (no data, a failed call) on either side gives no
 * comparison at all.
 */
export function monthChange(
  current: number | undefined,
  previous: number | undefined,
): MonthChange | undefined {
  if (!comparable(current) || !comparable(previous)) return undefined;
  const absolute = current - previous;
  return {
    absolute,
    percent: previous === 0 ? undefined : (absolute / Math.abs(previous)) * 100,
    direction: absolute > 0 ? 'up' : absolute < 0 ? 'down' : 'same',
  };
}
