import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldReportHeight, startHeightReporter } from '../../../src/presentation/shell/height-reporter';

type Callback = (entries: ResizeObserverEntry[]) => void;

/** A ResizeObserver driven by the test: `resize(h)` delivers one entry of height h. */
class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: Callback) {
    FakeResizeObserver.last = this;
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  unobserve(): void {}
  disconnect(): void {
    this.disconnected = true;
  }
  resize(height: number): void {
    const entry = { contentRect: { height }, borderBoxSize: [{ blockSize: height, inlineSize: 800 }] };
    this.callback([entry as unknown as ResizeObserverEntry]);
  }
}

describe('shouldReportHeight', () => {
  it('spec 1 §7 heightChange: the first height is always reported', () => {
    expect(shouldReportHeight(undefined, 0)).toBe(true);
    expect(shouldReportHeight(undefined, 640)).toBe(true);
  });

  it('spec 1 §7 heightChange: changes of 4 px or less are ignored, more are reported', () => {
    expect(shouldReportHeight(600, 604)).toBe(false);
    expect(shouldReportHeight(600, 596)).toBe(false);
    expect(shouldReportHeight(600, 600)).toBe(false);
    expect(shouldReportHeight(600, 605)).toBe(true);
    expect(shouldReportHeight(600, 595)).toBe(true);
  });

  it('reports exactly when the difference exceeds 4 px (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), fc.integer({ min: 0, max: 100000 }), (last, next) => {
        expect(shouldReportHeight(last, next)).toBe(Math.abs(next - last) > 4);
      }),
    );
  });

  it('never reports a meaningless height', () => {
    expect(shouldReportHeight(100, Number.NaN)).toBe(false);
    expect(shouldReportHeight(100, -10)).toBe(false);
  });
});

describe('startHeightReporter', () => {
  it('reports Math.ceil of the observed height, skipping jitter of 4 px or less', () => {
    const reported: number[] = [];
    const element = {} as Element;
    const stop = startHeightReporter(
      element,
      (h) => reported.push(h),
      FakeResizeObserver as unknown as typeof ResizeObserver,
    );
    const observer = FakeResizeObserver.last!;
    expect(observer.observed).toEqual([element]);
    observer.resize(500.2);
    observer.resize(503.9);
    observer.resize(505);
    observer.resize(509.5);
    observer.resize(300);
    expect(reported).toEqual([501, 510, 300]);
    stop();
    expect(observer.disconnected).toBe(true);
  });
});
