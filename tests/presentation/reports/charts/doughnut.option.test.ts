import { describe, expect, expectTypeOf, it } from 'vitest';
import { CHART_COLORS } from '../../../../src/presentation/reports/charts/chart-colors';
import type { ChartOption } from '../../../../src/presentation/reports/charts/chart-option';
import {
  DOUGHNUT_CUTOUT,
  doughnutOption,
  type DoughnutInput,
} from '../../../../src/presentation/reports/charts/doughnut.option';

const input = (overrides: Partial<DoughnutInput> = {}): DoughnutInput => ({
  hasData: true,
  used: 45,
  available: 55,
  planUsageRate: 45,
  usedName: 'Used',
  availableName: 'Available',
  percentText: (percent) => `${percent}%`,
  ...overrides,
});

const radii = (option: ReturnType<typeof doughnutOption>): [number, number] => {
  const [inner, outer] = option.series[0].radius.map((radius) => Number.parseFloat(radius));
  return [inner ?? NaN, outer ?? NaN];
};

describe('doughnutOption (spec 3 §2.3 DAU, DEU and agent cards, left)', () => {
  it("spec 3 §9 'doughnut cutout 65%': the hole is 65% of the ring's radius", () => {
    const option = doughnutOption(input());
    const [inner, outer] = radii(option);
    expect(DOUGHNUT_CUTOUT).toBe(0.65);
    expect(option.series[0].type).toBe('pie');
    expect(inner / outer).toBeCloseTo(0.65, 10);
    expect(option.series[0].radius).toEqual(['58.5%', '90%']);
  });

  it('draws used then available, each with its share in percent', () => {
    const option = doughnutOption(input({ used: 30, available: 70 }));
    expect(option.series[0].data.map(({ name, value, percent }) => ({ name, value, percent }))).toEqual([
      { name: 'Used', value: 30, percent: 30 },
      { name: 'Available', value: 70, percent: 70 },
    ]);
  });

  it('rounds shares to two decimals', () => {
    const option = doughnutOption(input({ used: 1, available: 2 }));
    expect(option.series[0].data.map((slice) => slice.percent)).toEqual([33.33, 66.67]);
  });

  it.each([
    ['normal (below 80%)', 45, CHART_COLORS.primary],
    ['nearLimit at 80%', 80, CHART_COLORS.orange],
    ['nearLimit below 100%', 99.99, CHART_COLORS.orange],
    ['exceeded at 100%', 100, CHART_COLORS.red],
    ['exceeded above 100%', 130, CHART_COLORS.red],
    ['unlimited (-1)', -1, CHART_COLORS.primary],
  ])('spec 3 §4.1: the used slice takes the status colour, %s', (_status, rate, color) => {
    const option = doughnutOption(input({ planUsageRate: rate }));
    expect(option.series[0].data[0]?.itemStyle.color).toBe(color);
  });

  it('draws available in light grey, whatever the status', () => {
    for (const rate of [10, 85, 120]) {
      expect(doughnutOption(input({ planUsageRate: rate })).series[0].data[1]?.itemStyle.color).toBe(
        CHART_COLORS.track,
      );
    }
  });

  it('the tooltip names the hovered slice with its percentage, through the i18n percent text', () => {
    const option = doughnutOption(
      input({ used: 1, available: 3, percentText: (percent) => `${String(percent).replace('.', ',')} %` }),
    );
    expect(option.tooltip.show).toBe(true);
    expect(option.tooltip.formatter?.({ dataIndex: 0 })).toBe('Used: 25 %');
    expect(option.tooltip.formatter?.({ dataIndex: 1 })).toBe('Available: 75 %');
    expect(option.tooltip.formatter?.({})).toBe('');
  });

  it("issue 35 §3: the tooltip is drawn in the chart, the slice's marker first, names shown as they are", () => {
    const option = doughnutOption(input({ usedName: '<b>Used</b> & {a|b}' }));
    expect(option.tooltip).toMatchObject({ trigger: 'item', renderMode: 'richText' });
    // Rich text, not HTML: nothing to escape for HTML; a '{style|' is kept from turning into a style.
    expect(option.tooltip.formatter?.({ dataIndex: 0, marker: '{m|}  ' })).toBe(
      '{m|}  <b>Used</b> & {\u200ba|b}: 45%',
    );
  });

  it('without data: one full grey ring, no tooltip, no hover', () => {
    const option = doughnutOption(input({ hasData: false }));
    expect(option.series[0].data).toEqual([
      { name: '', value: 1, percent: 0, itemStyle: { color: CHART_COLORS.track } },
    ]);
    expect(option.tooltip.show).toBe(false);
    expect(option.series[0].silent).toBe(true);
  });

  it('with data but nothing to share (0 used, 0 available) it is the grey ring too', () => {
    const option = doughnutOption(input({ used: 0, available: 0, planUsageRate: 0 }));
    expect(option.series[0].data).toHaveLength(1);
    expect(option.series[0].data[0]?.itemStyle.color).toBe(CHART_COLORS.track);
  });

  it('treats negative or non-finite amounts as 0', () => {
    const option = doughnutOption(input({ used: 10, available: Number.NaN }));
    expect(option.series[0].data.map((slice) => slice.percent)).toEqual([100, 0]);
  });

  it('is an ECharts option of the registered charts, its series of the one chart type it draws', () => {
    expectTypeOf(doughnutOption).returns.toExtend<ChartOption>();
    expectTypeOf<ReturnType<typeof doughnutOption>['series'][number]['type']>().toEqualTypeOf<'pie'>();
  });
});
