import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ChartOption } from '../../../../src/presentation/reports/charts/chart-option';
import {
  weeklyLineOption,
  type WeeklyLineInput,
} from '../../../../src/presentation/reports/charts/weekly-line.option';
import { MAY_2024_WEEKS, sessionWeekItems, weekLabel } from './week-items.fixture';

const names = { businessInitiated: 'Business initiated', userInitiated: 'User initiated', total: 'Total' };

const input = (overrides: Partial<WeeklyLineInput> = {}): WeeklyLineInput => ({
  hasData: true,
  weekItems: sessionWeekItems([
    [3, 1],
    [4, 2],
    [6, 4],
  ]),
  names,
  weekLabel,
  ...overrides,
});

describe('weeklyLineOption (spec 3 §2.3 conversation card, right)', () => {
  it('draws three lines in order: business initiated, user initiated, total, with the i18n names', () => {
    const option = weeklyLineOption(input());
    expect(option.series.map((series) => [series.type, series.name, series.data])).toEqual([
      ['line', 'Business initiated', [3, 4, 6]],
      ['line', 'User initiated', [1, 2, 4]],
      ['line', 'Total', [4, 6, 10]],
    ]);
    expect(option.legend.data).toEqual(['Business initiated', 'User initiated', 'Total']);
  });

  it("labels the weeks '{start} to {end}'", () => {
    expect(weeklyLineOption(input()).xAxis.data).toEqual(
      MAY_2024_WEEKS.slice(0, 3).map(([start, end]) => `${start} to ${end}`),
    );
  });

  it('gives each line its own colour', () => {
    const colors = weeklyLineOption(input()).series.map((series) => series.lineStyle?.color);
    expect(new Set(colors).size).toBe(3);
  });

  it('spec 3 §5.2: with data the y axis ends at Math.round(1.25 × the largest point of any line)', () => {
    // Largest point: total 10 → 12.5 → 13.
    expect(weeklyLineOption(input()).yAxis).toMatchObject({ min: 0, max: 13 });
  });

  it('spec 3 §5.2: at least 1, so an all-zero month with data still draws an axis', () => {
    const option = weeklyLineOption(input({ weekItems: sessionWeekItems([[0, 0]]) }));
    expect(option.yAxis.max).toBe(1);
  });

  it('spec 3 §5.2: without data only min 0, and every point is 0', () => {
    const option = weeklyLineOption(input({ hasData: false }));
    expect(option.yAxis).not.toHaveProperty('max');
    expect(option.series.map((series) => series.data)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it("without week items, the month's weeks label the axis", () => {
    const option = weeklyLineOption(
      input({ weekItems: [], hasData: false, month: { year: 2024, month: 5 } }),
    );
    expect(option.xAxis.data).toHaveLength(5);
    expect(option.series[2].data).toEqual([0, 0, 0, 0, 0]);
  });

  it('is an ECharts option of the registered charts, its series of the one chart type it draws', () => {
    expectTypeOf(weeklyLineOption).returns.toExtend<ChartOption>();
    expectTypeOf<ReturnType<typeof weeklyLineOption>['series'][number]['type']>().toEqualTypeOf<'line'>();
  });
});
