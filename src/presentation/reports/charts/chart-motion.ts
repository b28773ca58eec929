import type { ChartOption } from './chart-option';

/** The user's system asks for reduced motion (read when a chart is drawn, so a change applies). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * WCAG 2.3.3 (animation from interactions): with reduced motion asked for, a chart is drawn at
 * once, without ECharts' entry and update animations, as the page's own CSS does.
 */
export function withMotionPreference(option: ChartOption, reduce = prefersReducedMotion()): ChartOption {
  return reduce ? { ...option, animation: false } : option;
}
