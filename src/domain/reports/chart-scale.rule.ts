/** A value axis: always from 0; max only when the rule fixes one. */
export interface AxisScale {
  readonly min: 0;
  readonly max?: number;
}

/** Spec 3 §9 'Chart headroom factor 1.25'. */
export const CHART_HEADROOM = 1.25;

export interface PlanChartInput {
  readonly hasData: boolean;
  /** metric.quantity, the plan amount (-1 = unlimited). */
  readonly quantity: number;
  readonly planUsageRate: number;
}

/**
 * Spec 3 §5.2, doughnut and weekly charts of DAU, DEU and agent: the axis ends at the plan
 * quantity when there is data, the quantity is ≥ 0 and the usage rate is below 100;
 * otherwise (no data, unlimited, exceeded) only min 0, so the chart fits the values.
 */
export function planChartScale({ hasData, quantity, planUsageRate }: PlanChartInput): AxisScale {
  if (hasData && Number.isFinite(quantity) && quantity >= 0 && planUsageRate < 100) {
    return { min: 0, max: quantity };
  }
  return { min: 0 };
}

/**
 * Spec 3 §5.2, MIU, MEU and conversation charts: with data the axis ends at
 * Math.round(1.25 × the largest value), at least 1 (so an all-zero month still draws an
 * axis); without data only min 0. Values that are not finite numbers are ignored.
 */
export function headroomChartScale(hasData: boolean, values: readonly number[]): AxisScale {
  if (!hasData) return { min: 0 };
  const largest = values.reduce((max, value) => (Number.isFinite(value) && value > max ? value : max), 0);
  return { min: 0, max: Math.max(1, Math.round(CHART_HEADROOM * largest)) };
}
