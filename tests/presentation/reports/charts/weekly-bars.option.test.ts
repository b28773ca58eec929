import { describe, expect, expectTypeOf, it } from 'vitest';
import { CHART_COLORS } from '../../../../src/presentation/reports/charts/chart-colors';
import type { ChartOption } from '../../../../src/presentation/reports/charts/chart-option';
import {
  weeklyBarsOption,
  type WeeklyBarsInput,
} from '../../../../src/presentation/reports/charts/weekly-bars.option';
import { MAY_2024_WEEKS, weekItems, weekLabel } from './week-items.fixture';

const input = (overrides: Partial<WeeklyBarsInput> = {}): WeeklyBarsInput => ({
  hasData: true,
  weekItems: weekItems([10, 20, 30, 25, 15]),
  quantity: 200,
  planUsageRate: 50,
  seriesName: 'Single conversations',
  weekLabel,
  ...overrides,
});

describe('weeklyBarsOption (spec 3 §2.3 DAU, DEU and agent cards, right)', () => {
  it("labels one bar per week '{start} to {end}' through the i18n label function", () => {
    const option = weeklyBarsOption(input());
    expect(option.xAxis.data).toEqual(MAY_2024_WEEKS.map(([start, end]) => `${start} to ${end}`));
    expect(option.series).toHaveLength(1);
    expect(option.series[0]).toMatchObject({
      type: 'bar',
      name: 'Single conversations',
      data: [10, 20, 30, 25, 15],
    });
  });

  it('orders the weeks by weekNumber, whatever order they came in', () => {
    const option = weeklyBarsOption(input({ weekItems: [...weekItems([1, 2, 3])].reverse() }));
    expect(option.xAxis.data[0]).toBe('2024-05-01 to 2024-05-04');
    expect(option.series[0].data).toEqual([1, 2, 3]);
  });

  it('spec 3 §5.2: with data, quantity ≥ 0 and usage rate < 100, the y axis ends at the plan quantity', () => {
    expect(weeklyBarsOption(input()).yAxis).toMatchObject({ type: 'value', min: 0, max: 200 });
    expect(weeklyBarsOption(input({ planUsageRate: 99.99 })).yAxis.max).toBe(200);
    expect(weeklyBarsOption(input({ quantity: 0, planUsageRate: 0 })).yAxis.max).toBe(0);
  });

  it('spec 3 §5.2: exceeded (rate ≥ 100): only min 0, so the bars fit', () => {
    const yAxis = weeklyBarsOption(input({ planUsageRate: 100 })).yAxis;
    expect(yAxis.min).toBe(0);
    expect(yAxis).not.toHaveProperty('max');
    expect(weeklyBarsOption(input({ planUsageRate: 140 })).yAxis).not.toHaveProperty('max');
  });

  it('spec 3 §5.2: unlimited plan (quantity -1): only min 0', () => {
    expect(weeklyBarsOption(input({ quantity: -1, planUsageRate: -1 })).yAxis).not.toHaveProperty('max');
  });

  it('spec 3 §5.2: no data: only min 0, and the bars are 0', () => {
    const option = weeklyBarsOption(input({ hasData: false }));
    expect(option.yAxis).toMatchObject({ min: 0 });
    expect(option.yAxis).not.toHaveProperty('max');
    expect(option.series[0].data).toEqual([0, 0, 0, 0, 0]);
  });

  it("without week items, the month's weeks (spec 3 §9: ending on Saturday or the last day) label the axis", () => {
    const option = weeklyBarsOption(
      input({ hasData: false, weekItems: [], month: { year: 2024, month: 5 } }),
    );
    expect(option.xAxis.data).toEqual(MAY_2024_WEEKS.map(([start, end]) => `${start} to ${end}`));
    expect(option.series[0].data).toEqual([0, 0, 0, 0, 0]);
  });

  it('without week items nor month: an empty axis', () => {
    const option = weeklyBarsOption(input({ weekItems: [] }));
    expect(option.xAxis.data).toEqual([]);
    expect(option.series[0].data).toEqual([]);
  });

  it('draws bars in the primary colour, counts on whole-number ticks, labels wrapped', () => {
    const option = weeklyBarsOption(input());
    expect(option.series[0].itemStyle).toMatchObject({ color: CHART_COLORS.primary });
    expect(option.yAxis.minInterval).toBe(1);
    expect(option.xAxis.axisLabel).toMatchObject({ interval: 0, overflow: 'break' });
  });

  it('formats axis labels and tooltip values with the i18n number text when given', () => {
    const valueText = (value: number) => `n=${value}`;
    const option = weeklyBarsOption(input({ valueText }));
    expect(option.yAxis.axisLabel.formatter?.(1200)).toBe('n=1200');
    const hovered = [
      { marker: '{m|}  ', seriesName: 'Single conversations', value: 7, axisValueLabel: 'Week 2' },
    ];
    expect(option.tooltip.formatter?.(hovered)).toBe('Week 2\n{m|}  Single conversations: n=7');
    expect(weeklyBarsOption(input()).tooltip.formatter?.(hovered)).toBe(
      'Week 2\n{m|}  Single conversations: 7',
    );
  });

  it('is an ECharts option of the registered charts, its series of the one chart type it draws', () => {
    expectTypeOf(weeklyBarsOption).returns.toExtend<ChartOption>();
    expectTypeOf<ReturnType<typeof weeklyBarsOption>['series'][number]['type']>().toEqualTypeOf<'bar'>();
  });
});
