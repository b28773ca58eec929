import { describe, expect, expectTypeOf, it } from 'vitest';
import { CHART_COLORS } from '../../../../src/presentation/reports/charts/chart-colors';
import type { ChartOption } from '../../../../src/presentation/reports/charts/chart-option';
import {
  totalsBarsOption,
  weeklyGroupedBarsOption,
  type WeeklyGroupedBarsInput,
} from '../../../../src/presentation/reports/charts/grouped-bars.option';
import { MAY_2024_WEEKS, weekItems, weekLabel } from './week-items.fixture';

const input = (overrides: Partial<WeeklyGroupedBarsInput> = {}): WeeklyGroupedBarsInput => ({
  hasData: true,
  users: { name: 'Monthly active users', total: 80, weekItems: weekItems([20, 30, 30]) },
  messages: { name: 'Messages', total: 401, weekItems: weekItems([100, 150, 151]) },
  weekLabel,
  ...overrides,
});

describe('totalsBarsOption (spec 3 §2.3 MIU and MEU cards, left)', () => {
  it('draws the total users then the total messages, each its own colour', () => {
    const option = totalsBarsOption(input());
    expect(option.xAxis.data).toEqual(['Monthly active users', 'Messages']);
    expect(option.series[0].data).toEqual([
      { name: 'Monthly active users', value: 80, itemStyle: { color: CHART_COLORS.primary } },
      { name: 'Messages', value: 401, itemStyle: { color: CHART_COLORS.teal } },
    ]);
  });

  it('spec 3 §5.2: the y axis ends at Math.round(1.25 × the larger total)', () => {
    // 1.25 × 401 = 501.25 → 501.
    expect(totalsBarsOption(input()).yAxis).toMatchObject({ min: 0, max: 501 });
  });

  it('spec 3 §5.2: at least 1 with data', () => {
    const option = totalsBarsOption(
      input({
        users: { name: 'Users', total: 0, weekItems: [] },
        messages: { name: 'Messages', total: 0, weekItems: [] },
      }),
    );
    expect(option.yAxis.max).toBe(1);
  });

  it('spec 3 §5.2: without data only min 0, and the bars are 0', () => {
    const option = totalsBarsOption(input({ hasData: false }));
    expect(option.yAxis).not.toHaveProperty('max');
    expect(option.series[0].data.map((item) => item.value)).toEqual([0, 0]);
  });

  it('is an ECharts option of the registered charts, its series of the one chart type it draws', () => {
    expectTypeOf(totalsBarsOption).returns.toExtend<ChartOption>();
    expectTypeOf<ReturnType<typeof totalsBarsOption>['series'][number]['type']>().toEqualTypeOf<'bar'>();
  });
});

describe('weeklyGroupedBarsOption (spec 3 §2.3 MIU and MEU cards, right)', () => {
  it("groups a users bar and a messages bar per week, labelled '{start} to {end}'", () => {
    const option = weeklyGroupedBarsOption(input());
    expect(option.xAxis.data).toEqual(MAY_2024_WEEKS.slice(0, 3).map(([start, end]) => `${start} to ${end}`));
    expect(option.series.map((series) => [series.type, series.name, series.data])).toEqual([
      ['bar', 'Monthly active users', [20, 30, 30]],
      ['bar', 'Messages', [100, 150, 151]],
    ]);
    expect(option.series.some((series) => 'stack' in series)).toBe(false);
    expect(option.legend.data).toEqual(['Monthly active users', 'Messages']);
  });

  it('takes the weeks of both metrics, a missing week counting 0', () => {
    const option = weeklyGroupedBarsOption(
      input({
        users: { name: 'Users', total: 5, weekItems: weekItems([5]) },
        messages: { name: 'Messages', total: 9, weekItems: weekItems([4, 5]) },
      }),
    );
    expect(option.xAxis.data).toHaveLength(2);
    expect(option.series[0]?.data).toEqual([5, 0]);
    expect(option.series[1]?.data).toEqual([4, 5]);
  });

  it('spec 3 §5.2: the y axis ends at Math.round(1.25 × the largest weekly value)', () => {
    // 1.25 × 151 = 188.75 → 189.
    expect(weeklyGroupedBarsOption(input()).yAxis).toMatchObject({ min: 0, max: 189 });
  });

  it('spec 3 §5.2: without data only min 0; the month gives the weeks when there are none', () => {
    const option = weeklyGroupedBarsOption(
      input({
        hasData: false,
        users: { name: 'Users', total: 0, weekItems: [] },
        messages: { name: 'Messages', total: 0, weekItems: [] },
        month: { year: 2024, month: 5 },
      }),
    );
    expect(option.yAxis).not.toHaveProperty('max');
    expect(option.xAxis.data).toHaveLength(5);
    expect(option.series.map((series) => series.data)).toEqual([
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ]);
  });

  it('is an ECharts option of the registered charts, its series of the one chart type it draws', () => {
    expectTypeOf(weeklyGroupedBarsOption).returns.toExtend<ChartOption>();
    expectTypeOf<
      ReturnType<typeof weeklyGroupedBarsOption>['series'][number]['type']
    >().toEqualTypeOf<'bar'>();
  });
});

describe('issue 37 §12 (spec 3 §2.3): a card draws only the series it covers', () => {
  it("issue 37 §12 (spec 3 §2.3): an 'Exchanged messages' card has no users bar, week or legend entry", () => {
    const messagesOnly = input({ users: undefined });
    const totals = totalsBarsOption(messagesOnly);
    expect(totals.xAxis.data).toEqual(['Messages']);
    expect(totals.series[0].data).toEqual([
      { name: 'Messages', value: 401, itemStyle: { color: CHART_COLORS.teal } },
    ]);
    const weekly = weeklyGroupedBarsOption(messagesOnly);
    expect(weekly.series.map((series) => [series.name, series.data])).toEqual([
      ['Messages', [100, 150, 151]],
    ]);
    expect(weekly.legend.data).toEqual(['Messages']);
  });

  it('issue 37 §12 (spec 3 §2.3): an MEU card without the messages draws no 0-messages bar; its axis is its own', () => {
    const usersOnly = input({
      users: { name: 'Monthly engaged users', total: 80, weekItems: weekItems([20, 30, 30]) },
      messages: undefined,
    });
    const totals = totalsBarsOption(usersOnly);
    expect(totals.series[0].data.map((item) => item.name)).toEqual(['Monthly engaged users']);
    // §5.2 over the users alone: 1.25 × 80 = 100.
    expect(totals.yAxis).toMatchObject({ min: 0, max: 100 });
    const weekly = weeklyGroupedBarsOption(usersOnly);
    expect(weekly.series.map((series) => series.name)).toEqual(['Monthly engaged users']);
    // 1.25 × 30 = 37.5 → 38.
    expect(weekly.yAxis).toMatchObject({ min: 0, max: 38 });
  });
});
