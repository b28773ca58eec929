import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EChart } from '../../../../src/presentation/reports/charts/EChart.view';
import type { ChartOption } from '../../../../src/presentation/reports/charts/chart-option';
import { weeklyBarsOption } from '../../../../src/presentation/reports/charts/weekly-bars.option';
import { chartRuntime } from '../../../../src/presentation/reports/charts/echarts-setup';
import { weekItems, weekLabel } from './week-items.fixture';

// The real ECharts, through the real dynamic import: the SVG renderer draws in jsdom (text is
// measured with zrender's built-in width table, as jsdom has no canvas). jsdom lays nothing
// out, so the container gets a width here, as a browser would give it.
// jsdom has no canvas: getContext() returns null after logging "Not implemented"; returning
// null quietly is the same answer, and zrender then measures text with its width table.
function browserLikeLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}

beforeAll(browserLikeLayout);

afterEach(() => {
  vi.restoreAllMocks();
  browserLikeLayout();
});

const option: ChartOption = {
  animation: false,
  xAxis: { type: 'category', data: ['Week 1', 'Week 2'] },
  yAxis: { type: 'value', min: 0, max: 10 },
  series: [{ type: 'bar', name: 'Users', data: [3, 7] }],
};

describe('EChart (jsdom, real ECharts with the SVG renderer)', () => {
  it('shows a placeholder of the given height while ECharts loads, then the chart as a labelled image', async () => {
    const { container } = render(<EChart option={option} height={180} ariaLabel="Weekly users: 3 and 7" />);

    const frame = screen.getByRole('img', { name: 'Weekly users: 3 and 7' });
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame).toHaveStyle({ height: '180px' });
    expect(container.querySelector('.ui-skeleton')).not.toBeNull();
    expect(container.querySelector('svg')).toBeNull();

    await waitFor(() => expect(frame).toHaveAttribute('aria-busy', 'false'));
    await waitFor(() => expect(frame.querySelector('svg')).not.toBeNull());
    expect(container.querySelector('.ui-skeleton')).toBeNull();
    expect(screen.getByRole('img', { name: 'Weekly users: 3 and 7' })).toHaveStyle({ height: '180px' });
    // Two bars were drawn as SVG paths.
    expect(frame.querySelectorAll('svg path').length).toBeGreaterThan(2);
  });

  it('a second chart renders at once once ECharts is loaded (no placeholder)', () => {
    render(<EChart option={option} height={120} ariaLabel="Already loaded" />);
    const frame = screen.getByRole('img', { name: 'Already loaded' });
    expect(frame).toHaveAttribute('aria-busy', 'false');
    expect(frame.querySelector('svg')).not.toBeNull();
  });

  it('calls onHover once, the first time the pointer enters the chart', () => {
    const onHover = vi.fn();
    render(<EChart option={option} height={120} ariaLabel="Hover me" onHover={onHover} />);
    const frame = screen.getByRole('img', { name: 'Hover me' });
    fireEvent.mouseEnter(frame);
    fireEvent.mouseLeave(frame);
    fireEvent.mouseEnter(frame);
    expect(onHover).toHaveBeenCalledTimes(1);
  });

  it('redraws on a new option and disposes the chart on unmount, also under StrictMode', () => {
    const { rerender, unmount, container } = render(
      <StrictMode>
        <EChart option={option} height={120} ariaLabel="Strict" />
      </StrictMode>,
    );
    const host = container.querySelector('.report-chart__surface');
    expect(host?.getAttribute('_echarts_instance_')).toBeTruthy();
    expect(container.querySelectorAll('svg')).toHaveLength(1);

    const next: ChartOption = { ...option, series: [{ type: 'bar', name: 'Users', data: [1, 2] }] };
    rerender(
      <StrictMode>
        <EChart option={next} height={140} ariaLabel="Strict" />
      </StrictMode>,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(1);

    unmount();
    expect(host?.querySelector('svg')).toBeNull();
  });

  it('issue 24 §4: a print draws the chart again at the print width, and at the screen width after', () => {
    const { container, unmount } = render(<EChart option={option} height={120} ariaLabel="Printed" />);
    const svg = () => container.querySelector('svg');
    expect(svg()).toHaveAttribute('width', '320');
    // The sheet without the side menu: a wider column than the screen's.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(700);
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(svg()).toHaveAttribute('width', '700');
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(svg()).toHaveAttribute('width', '320');
    unmount();
    // Unmounted: a later print reaches no disposed chart.
    expect(() => window.dispatchEvent(new Event('beforeprint'))).not.toThrow();
  });

  it('issue 24 §4: a chart with a print height is drawn at it on paper, marked so its frame follows, and at its height after', () => {
    const { container } = render(
      <EChart option={option} height={220} printHeight={130} ariaLabel="Printed lower" />,
    );
    const svg = () => container.querySelector('svg');
    expect(screen.getByRole('img', { name: 'Printed lower' })).toHaveClass('report-chart--print-sized');
    expect(svg()).toHaveAttribute('height', '220');
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    expect(svg()).toHaveAttribute('height', '130');
    act(() => void window.dispatchEvent(new Event('afterprint')));
    expect(svg()).toHaveAttribute('height', '220');
  });

  it("issue 35 §3: a tooltip is drawn in the chart's SVG ('name: value' beside its marker), with no HTML of its own", async () => {
    const weekly = weeklyBarsOption({
      hasData: true,
      weekItems: weekItems([3, 1201]),
      quantity: 2000,
      planUsageRate: 60,
      seriesName: 'Single Conversations',
      weekLabel,
      valueText: (value) => new Intl.NumberFormat('en-US').format(value),
    });
    const { container } = render(<EChart option={weekly} height={200} ariaLabel="Weekly" />);
    await waitFor(() => expect(container.querySelector('.report-chart__surface svg')).not.toBeNull());
    const host = container.querySelector<HTMLElement>('.report-chart__surface');
    const chart = host ? getInstanceByDom(host) : undefined;
    expect(chart).toBeDefined();
    act(() => {
      chart?.dispatchAction({ type: 'showTip', seriesIndex: 0, dataIndex: 1 });
      chart?.getZr().flush();
    });
    // Every node that holds the tooltip's text is SVG: ECharts' HTML tooltip would hold it in spans.
    const holders = [...(host?.querySelectorAll('*') ?? [])].filter(
      (node) =>
        node.children.length === 0 && /Single Conversations|2024-05-05 to/.test(node.textContent ?? ''),
    );
    expect(holders.map((node) => node.textContent?.trim())).toEqual([
      '2024-05-05 to 2024-05-11',
      'Single Conversations: 1,201',
    ]);
    expect(holders.map((node) => `${node.namespaceURI ?? ''} ${node.localName}`)).toEqual([
      'http://www.w3.org/2000/svg text',
      'http://www.w3.org/2000/svg text',
    ]);
  });

  it('shows the text fallback in the same height when the chart cannot be drawn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(chartRuntime, 'createChart').mockImplementationOnce(() => {
      throw new Error('no room to draw');
    });
    await act(async () => {
      render(<EChart option={option} height={150} ariaLabel="Broken" unavailableText="Chart unavailable" />);
    });
    expect(screen.getByText('Chart unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Chart unavailable').parentElement).toHaveStyle({ height: '150px' });
    expect(warn).toHaveBeenCalled();
  });
});

describe('EChart and the reduced-motion preference (WCAG 2.3.3)', () => {
  const drawnWith = (reduce: boolean) => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })),
    );
    const setOption = vi.fn();
    vi.spyOn(chartRuntime, 'createChart').mockReturnValue({ setOption, resize: vi.fn(), dispose: vi.fn() });
    const animated: ChartOption = { ...option, animation: true };
    render(<EChart option={animated} height={120} ariaLabel={`Motion ${String(reduce)}`} />);
    vi.unstubAllGlobals();
    return setOption.mock.calls.at(-1)?.[0] as ChartOption;
  };

  it('a user who asks for reduced motion gets the chart drawn without animation', () => {
    expect(drawnWith(true).animation).toBe(false);
  });

  it('otherwise the chart animates as its option says', () => {
    expect(drawnWith(false).animation).toBe(true);
  });
});
