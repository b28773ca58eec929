import { describe, expect, it } from 'vitest';
import {
  axisChartFrame,
  axisTooltip,
  categoryAxis,
  chartGrid,
  chartLegend,
  legendAxisChartFrame,
  valueAxis,
} from '../../../../src/presentation/reports/charts/chart-common';
import { weekAxis, WEEK_LABEL_WIDTH } from '../../../../src/presentation/reports/charts/chart-weeks';

const valueText = (value: number) => `${value} units`;
const axes = { xAxis: categoryAxis(['a', 'b']), yAxis: valueAxis({ min: 0, max: 10 }, valueText) };

describe('the axis chart frame every bar and line option starts from (issue 21)', () => {
  it('spec 3 §2.3: one series, no legend: the tight grid and the axis tooltip', () => {
    const frame = axisChartFrame(axes, valueText);
    expect(Object.keys(frame)).toEqual(['grid', 'tooltip', 'xAxis', 'yAxis']);
    expect(frame.grid).toEqual(chartGrid(false));
    expect(frame.tooltip).toMatchObject({ trigger: 'axis', renderMode: 'richText' });
    expect(frame.tooltip.formatter?.([{ seriesName: 'users', value: 3, axisValueLabel: 'a' }])).toBe(
      'a\nusers: 3 units',
    );
    expect(frame.yAxis).toBe(axes.yAxis);
  });

  it('spec 3 §2.3: several series: their names in a legend, with room for it below', () => {
    const frame = legendAxisChartFrame(['users', 'messages'], axes);
    expect(frame.legend).toEqual(chartLegend(['users', 'messages']));
    expect(frame.grid).toEqual(chartGrid(true));
    expect(frame.tooltip).toMatchObject({ trigger: 'axis', renderMode: 'richText' });
    expect(frame.tooltip.formatter?.([{ seriesName: 'users', value: 1200, axisValueLabel: 'a' }])).toBe(
      'a\nusers: 1200',
    );
    expect(Object.keys(axisTooltip())).toEqual(Object.keys(frame.tooltip));
    expect(frame.xAxis).toBe(axes.xAxis);
  });

  it("labels each week '{start} to {end}', wrapped at the week label width", () => {
    const axis = weekAxis(
      [{ weekNumber: 1, start: '2025-03-01', end: '2025-03-07' }],
      (start, end) => `${start} to ${end}`,
    );
    expect(axis.data).toEqual(['2025-03-01 to 2025-03-07']);
    expect(axis.axisLabel.width).toBe(WEEK_LABEL_WIDTH);
  });
});
