/**
 * One ECharts chart of the usage reports, with ECharts loaded lazily (chart-runtime.ts →
 * `import('./echarts-setup')`): no static import of 'echarts' here, so the library is never
 * in the first load (architecture.md §8; checked by tests/presentation/reports/charts/echarts-lazy).
 *
 * Our own small wrapper (init, setOption, resize, dispose) rather than
 * `echarts-for-react/lib/core`: measured there, an init that throws is an unhandled rejection
 * with no way to show the fallback, and every chart is created twice on mount
 * (docs/decisions/reports-shared.md, 'Charts').
 * With effects the lifecycle is plain: init on mount, setOption when the option changes,
 * resize on container resize, dispose on unmount (StrictMode's double mount included).
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { watchPrintMedia } from '../../shared/print-media';
import { Skeleton } from '../../ui/Skeleton.view';
import { withMotionPreference } from './chart-motion';
import type { ChartOption } from './chart-option';
import { loadChartRuntime, loadedChartRuntime, type ChartInstance, type ChartRuntime } from './chart-runtime';
import './EChart.css';

export interface EChartProps {
  /** The chart (pure option builders of this folder). Pass a stable object: a new one redraws. */
  readonly option: ChartOption;
  /** Fixed height in px: the placeholder, the chart and the fallback all take it (stable layout). */
  readonly height: number;
  /**
   * Issue 24 §4: a lower height (px) to draw the chart at on paper, so a page of charts fits
   * fewer sheets; the chart's frame follows it in print (EChart.css). Default: `height`.
   */
  readonly printHeight?: number | undefined;
  /**
   * What the chart shows, in words (i18n). The chart is an image with this label; its figures are
   * the sentence it is described by and the table it can be switched to (issue 38 §1).
   */
  readonly ariaLabel: string;
  /** Issue 38 §1: the id of the sentence that sums the chart up, its accessible description. */
  readonly describedBy?: string | undefined;
  /** Called the first time the pointer enters the chart (spec 3 §2.3 hover tracking). */
  readonly onHover?: (() => void) | undefined;
  /** Shown when ECharts cannot be loaded (i18n); default: the aria label. */
  readonly unavailableText?: string | undefined;
  readonly className?: string | undefined;
}

type RuntimeState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly runtime: ChartRuntime }
  | { readonly status: 'failed' };

export function EChart({
  option,
  height,
  printHeight,
  ariaLabel,
  describedBy,
  onHover,
  unavailableText,
  className,
}: EChartProps) {
  const [state, setState] = useState<RuntimeState>(initialRuntimeState);
  const hovered = useRef(false);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let active = true;
    loadChartRuntime().then(
      (runtime) => {
        if (active) setState({ status: 'ready', runtime });
      },
      (error: unknown) => {
        console.warn('Charts could not be loaded', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [state.status]);

  const failed = useCallback((error: unknown) => {
    console.warn('The chart could not be drawn', error);
    setState({ status: 'failed' });
  }, []);

  const frameStyle: CSSProperties = { height };
  const classes = ['report-chart', printHeight === undefined ? '' : 'report-chart--print-sized', className]
    .filter(Boolean)
    .join(' ');

  if (state.status === 'failed') {
    return (
      <div className={`${classes} report-chart--unavailable`} style={frameStyle}>
        <p>{unavailableText ?? ariaLabel}</p>
      </div>
    );
  }

  const pointerEntered = () => {
    if (hovered.current || state.status !== 'ready') return;
    hovered.current = true;
    onHover?.();
  };

  return (
    <div
      className={classes}
      style={frameStyle}
      role="img"
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      aria-busy={state.status === 'loading'}
      onMouseEnter={pointerEntered}
    >
      {state.status === 'ready' ? (
        <ChartSurface
          runtime={state.runtime}
          option={option}
          height={height}
          printHeight={printHeight ?? height}
          onFailure={failed}
        />
      ) : (
        <Skeleton height={height} />
      )}
    </div>
  );
}

function initialRuntimeState(): RuntimeState {
  const runtime = loadedChartRuntime();
  return runtime ? { status: 'ready', runtime } : { status: 'loading' };
}

interface ChartSurfaceProps {
  readonly runtime: ChartRuntime;
  readonly option: ChartOption;
  readonly height: number;
  readonly printHeight: number;
  readonly onFailure: (error: unknown) => void;
}

/** The element ECharts draws into, and the instance's lifecycle. */
function ChartSurface({ runtime, option, height, printHeight, onFailure }: ChartSurfaceProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ChartInstance | null>(null);
  // Read by the mount effect only: a new height later is a resize, not a new chart.
  const initialHeight = useRef(height);
  // The heights the print watcher (set up once, on mount) draws at: the latest props.
  const heights = useRef({ screen: height, print: printHeight });
  heights.current = { screen: height, print: printHeight };

  useEffect(() => {
    const host = hostRef.current;
    if (host === null) return;
    let chart: ChartInstance;
    try {
      chart = runtime.createChart(host, { height: initialHeight.current });
    } catch (error) {
      onFailure(error);
      return;
    }
    chartRef.current = chart;
    const stopObserving = observeWidth(host, () => chart.resize());
    // Issue 24 §4: the SVG is drawn at a width in px, so a print (a narrower sheet, no side menu)
    // would cut it; it is drawn again at the print layout's width and print height, and at the
    // screen's after.
    const stopPrintWatch = watchPrintMedia((printing) =>
      chart.resize({ height: printing ? heights.current.print : heights.current.screen }),
    );
    return () => {
      stopObserving();
      stopPrintWatch();
      chartRef.current = null;
      chart.dispose();
    };
  }, [runtime, onFailure]);

  useEffect(() => {
    try {
      // notMerge: a new option replaces the old one (a series that is gone must disappear).
      chartRef.current?.setOption(withMotionPreference(option), { notMerge: true });
    } catch (error) {
      onFailure(error);
    }
  }, [option, onFailure]);

  useEffect(() => {
    if (height !== initialHeight.current) chartRef.current?.resize({ height });
  }, [height]);

  return <div ref={hostRef} className="report-chart__surface" style={{ height }} />;
}

/**
 * Calls `onResize` when the element's width changes (its height is fixed by the view).
 * The first observation is skipped: resizing a chart that was just drawn at that very size
 * would only cut its entry animation short. Without ResizeObserver, the window's resize.
 */
function observeWidth(element: HTMLElement, onResize: () => void): () => void {
  if (typeof ResizeObserver !== 'function') {
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }
  let width = Math.round(element.getBoundingClientRect().width);
  const observer = new ResizeObserver((entries) => {
    const next = Math.round(entries[entries.length - 1]?.contentRect.width ?? width);
    if (next === width) return;
    width = next;
    onResize();
  });
  observer.observe(element);
  return () => observer.disconnect();
}
