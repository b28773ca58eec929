import { describe, expect, it } from 'vitest';
import {
  axisTooltipFormatter,
  plainRichText,
  tooltipLine,
} from '../../../../src/presentation/reports/charts/chart-tooltip';
import { doughnutOption } from '../../../../src/presentation/reports/charts/doughnut.option';
import {
  totalsBarsOption,
  weeklyGroupedBarsOption,
} from '../../../../src/presentation/reports/charts/grouped-bars.option';
import { stackedBarOption } from '../../../../src/presentation/reports/charts/stacked-bar.option';
import { weeklyBarsOption } from '../../../../src/presentation/reports/charts/weekly-bars.option';
import { weeklyLineOption } from '../../../../src/presentation/reports/charts/weekly-line.option';
import { weekItems, sessionWeekItems, weekLabel } from './week-items.fixture';

// The language's number text, as the cards pass it (valueTextOf).
const valueText = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
const marker = (id: string) => `{${id}|}  `;

/** Every option builder of the report charts, with data. */
const OPTIONS = {
  doughnut: doughnutOption({
    hasData: true,
    used: 1,
    available: 3,
    planUsageRate: 25,
    usedName: 'Used',
    availableName: 'Available',
    percentText: (percent) => `${percent}%`,
  }),
  weeklyBars: weeklyBarsOption({
    hasData: true,
    weekItems: weekItems([1200, 5]),
    quantity: 5000,
    planUsageRate: 20,
    seriesName: 'Single Conversations',
    weekLabel,
    valueText,
  }),
  totalsBars: totalsBarsOption({
    hasData: true,
    users: { name: 'Users', total: 80, weekItems: [] },
    messages: { name: 'Messages', total: 4010, weekItems: [] },
    valueText,
  }),
  weeklyGroupedBars: weeklyGroupedBarsOption({
    hasData: true,
    users: { name: 'Users', total: 80, weekItems: weekItems([80]) },
    messages: { name: 'Messages', total: 4010, weekItems: weekItems([4010]) },
    weekLabel,
    valueText,
  }),
  stackedBar: stackedBarOption({
    hasData: true,
    totals: { totalFreeTier: 1, totalFreeEntryPoint: 2, totalFreeCustomerService: 3, totalRegular: 1500 },
    names: {
      freeTier: 'Free tier',
      freeEntryPoint: 'Entry point',
      freeCustomerService: 'Service',
      charged: 'Charged',
    },
    valueText,
  }),
  weeklyLine: weeklyLineOption({
    hasData: true,
    weekItems: sessionWeekItems([[1000, 1]]),
    names: { businessInitiated: 'Business', userInitiated: 'User', total: 'Total' },
    weekLabel,
    valueText,
  }),
};

describe('issue 35 §3: chart tooltips drawn in the chart, never as HTML (CSP: no inline styles)', () => {
  it.each(Object.entries(OPTIONS))(
    '%s: its tooltip is rich text drawn by ECharts in the chart',
    (_, option) => {
      expect(option.tooltip.renderMode).toBe('richText');
      expect(option.tooltip.formatter).toBeTypeOf('function');
      // Nothing HTML: ECharts' className and extraCssText apply to the HTML tooltip only.
      expect(option.tooltip).not.toHaveProperty('className');
      expect(option.tooltip).not.toHaveProperty('extraCssText');
    },
  );

  it("a weekly bar: the week, then the marker and 'name: value' in the language's number format", () => {
    const text = OPTIONS.weeklyBars.tooltip.formatter?.([
      { marker: marker('a'), seriesName: 'Single Conversations', value: 1200, axisValueLabel: 'Week 1' },
    ]);
    expect(text).toBe('Week 1\n{a|}  Single Conversations: 1.200');
  });

  it('grouped weekly bars and lines: one line per series under the week, in order', () => {
    const points = [
      { marker: marker('a'), seriesName: 'Users', value: 80, axisValueLabel: 'Week 1' },
      { marker: marker('b'), seriesName: 'Messages', value: 4010, axisValueLabel: 'Week 1' },
    ];
    expect(OPTIONS.weeklyGroupedBars.tooltip.formatter?.(points)).toBe(
      'Week 1\n{a|}  Users: 80\n{b|}  Messages: 4.010',
    );
    expect(OPTIONS.weeklyLine.tooltip.formatter?.(points)).toBe(
      'Week 1\n{a|}  Users: 80\n{b|}  Messages: 4.010',
    );
    expect(OPTIONS.weeklyLine.tooltip.axisPointer).toEqual({ type: 'line' });
  });

  it('the totals bars: each bar named by its category (the series has no name), no header repeating it', () => {
    const text = OPTIONS.totalsBars.tooltip.formatter?.([
      {
        marker: marker('a'),
        seriesName: 'series\u00000',
        name: 'Messages',
        value: 4010,
        axisValueLabel: 'Messages',
      },
    ]);
    expect(text).toBe('{a|}  Messages: 4.010');
  });

  it('the stacked bar: its one category has no label, so no header line', () => {
    const text = OPTIONS.stackedBar.tooltip.formatter?.([
      { marker: marker('a'), seriesName: 'Free tier', value: 1, axisValueLabel: '' },
      { marker: marker('b'), seriesName: 'Charged', value: 1500, axisValueLabel: '' },
    ]);
    expect(text).toBe('{a|}  Free tier: 1\n{b|}  Charged: 1.500');
  });

  it('the doughnut: the hovered slice with its marker and share', () => {
    expect(OPTIONS.doughnut.tooltip.formatter?.({ dataIndex: 1, marker: marker('a') })).toBe(
      '{a|}  Available: 75%',
    );
  });

  it('reads what ECharts passes defensively: one point or several, missing fields, no marker', () => {
    const format = axisTooltipFormatter('series');
    expect(format({ seriesName: 'Users', value: 3 })).toBe('Users: 3');
    expect(format([null, 'x', { seriesName: 'Users', value: '-' }])).toBe('Users: -');
    expect(format([])).toBe('');
    expect(format(undefined)).toBe('');
    expect(tooltipLine(42, undefined, '7')).toBe(': 7');
  });

  it("shows data as itself: a '{style|' in a name or label is not read as rich-text markup", () => {
    expect(plainRichText('{a|b} {start} to {end} a|b')).toBe('{\u200ba|b} {start} to {end} a|b');
    expect(
      axisTooltipFormatter('series')([
        { marker: marker('m'), seriesName: '{x|y}', value: 1, axisValueLabel: '{w_1|z}' },
      ]),
    ).toBe('{\u200bw_1|z}\n{m|}  {\u200bx|y}: 1');
  });
});
