import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ChartOption } from '../../../../src/presentation/reports/charts/chart-option';
import {
  CONVERSATION_STACK,
  stackedBarOption,
  type StackedBarInput,
} from '../../../../src/presentation/reports/charts/stacked-bar.option';

const names = {
  freeTier: 'Free tier',
  freeEntryPoint: 'Free entry point',
  freeCustomerService: 'Free customer service',
  charged: 'Charged',
};

const input = (overrides: Partial<StackedBarInput> = {}): StackedBarInput => ({
  hasData: true,
  totals: { totalFreeTier: 10, totalFreeEntryPoint: 20, totalFreeCustomerService: 30, totalRegular: 40 },
  names,
  ...overrides,
});

describe('stackedBarOption (spec 3 §2.3 conversation card, left)', () => {
  it('stacks free tier, free entry point, free customer service and charged, in that order', () => {
    const option = stackedBarOption(input());
    expect(option.series.map((series) => [series.name, series.data])).toEqual([
      ['Free tier', [10]],
      ['Free entry point', [20]],
      ['Free customer service', [30]],
      ['Charged', [40]],
    ]);
    expect(
      option.series.every((series) => series.type === 'bar' && series.stack === CONVERSATION_STACK),
    ).toBe(true);
    expect(option.legend.data).toEqual(['Free tier', 'Free entry point', 'Free customer service', 'Charged']);
  });

  it('is a single horizontal bar: values along x, one category on y', () => {
    const option = stackedBarOption(input());
    expect(option.xAxis.type).toBe('value');
    expect(option.yAxis).toMatchObject({ type: 'category', data: [''] });
  });

  it('gives each part its own colour', () => {
    const colors = stackedBarOption(input()).series.map((series) => series.itemStyle?.color);
    expect(new Set(colors).size).toBe(4);
  });

  it('spec 3 §5.2: headroom scale over the stack (its length is the largest value drawn): round(1.25 × 100)', () => {
    expect(stackedBarOption(input()).xAxis).toMatchObject({ min: 0, max: 125 });
  });

  it('spec 3 §5.2: at least 1 with data, even when every part is 0', () => {
    const totals = { totalFreeTier: 0, totalFreeEntryPoint: 0, totalFreeCustomerService: 0, totalRegular: 0 };
    expect(stackedBarOption(input({ totals })).xAxis.max).toBe(1);
  });

  it('spec 3 §5.2: without data only min 0, and the parts are 0', () => {
    const option = stackedBarOption(input({ hasData: false }));
    expect(option.xAxis).not.toHaveProperty('max');
    expect(option.series.map((series) => series.data[0])).toEqual([0, 0, 0, 0]);
  });

  it('treats negative or non-finite totals as 0', () => {
    const totals = {
      totalFreeTier: -5,
      totalFreeEntryPoint: Number.NaN,
      totalFreeCustomerService: 8,
      totalRegular: 0,
    };
    const option = stackedBarOption(input({ totals }));
    expect(option.series.map((series) => series.data[0])).toEqual([0, 0, 8, 0]);
    expect(option.xAxis.max).toBe(10);
  });

  it('is an ECharts option of the registered charts, its series of the one chart type it draws', () => {
    expectTypeOf(stackedBarOption).returns.toExtend<ChartOption>();
    expectTypeOf<ReturnType<typeof stackedBarOption>['series'][number]['type']>().toEqualTypeOf<'bar'>();
  });
});
