import { describe, expect, it } from 'vitest';
import { withMotionPreference } from '../../../../src/presentation/reports/charts/chart-motion';
import type { ChartOption } from '../../../../src/presentation/reports/charts/chart-option';

const option: ChartOption = { series: [{ type: 'bar', name: 'Users', data: [3, 7] }] };

describe('charts and reduced motion (WCAG 2.3.3)', () => {
  it('with reduced motion asked for, the chart is drawn without animation, its option otherwise kept', () => {
    expect(withMotionPreference(option, true)).toEqual({ ...option, animation: false });
  });

  it('without it, the option is left as it is (ECharts animates)', () => {
    expect(withMotionPreference(option, false)).toBe(option);
  });

  it('outside a browser nothing asks for reduced motion', () => {
    expect(withMotionPreference(option)).toBe(option);
  });
});
