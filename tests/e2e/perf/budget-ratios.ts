import type { ColdStartRatio } from './cold-start-ratio.measure';
import type { TypingFigures } from './members.measure';
import { median, p95, round1 } from './perf-context';
import type { ReportTableFigures } from './report-table.measure';

/**
 * Issue 23 §1: every timing budget is a ratio to a baseline measured in the same run, in the same
 * browser. A busy or slow machine slows both sides, so the ratio holds where milliseconds would
 * not; the milliseconds are printed and recorded, never asserted.
 */
export type RatioName =
  | 'coldStartOverReactFloor'
  | 'naiveTableOverReportTable'
  | 'filterOverUnfilteredPage'
  | 'keystrokeP95OverFrame';

export interface RatioBudget {
  readonly label: string;
  readonly budget: number;
  /** 'lower': the ratio is a cost (figure ÷ baseline); 'higher': a speed-up (baseline ÷ figure). */
  readonly better: 'lower' | 'higher';
}

export const RATIO_BUDGETS: Readonly<Record<RatioName, RatioBudget>> = {
  coldStartOverReactFloor: {
    label: 'cold start ÷ bare React page cold start',
    budget: 1.5,
    better: 'lower',
  },
  naiveTableOverReportTable: {
    label: 'naive table ÷ 10,000-row report table, answer → paint',
    budget: 30,
    better: 'higher',
  },
  filterOverUnfilteredPage: {
    label: 'debounced filter ÷ one unfiltered page, to paint',
    budget: 1,
    better: 'lower',
  },
  keystrokeP95OverFrame: {
    label: 'keystroke → paint p95 ÷ one frame, lookups running',
    budget: 1,
    better: 'lower',
  },
};

export interface MeasuredRatio {
  readonly figureMs: number;
  readonly baselineMs: number;
  readonly ratio: number;
}
export type Ratios = Readonly<Record<RatioName, MeasuredRatio>>;

function measured(name: RatioName, figureMs: number, baselineMs: number): MeasuredRatio {
  const cost = RATIO_BUDGETS[name].better === 'lower';
  const ratio = cost ? figureMs / baselineMs : baselineMs / figureMs;
  return { figureMs: round1(figureMs), baselineMs: round1(baselineMs), ratio: Math.round(ratio * 100) / 100 };
}

/** Each ratio from its figure's and its baseline's medians over the same runs. */
export function ratiosOf(
  start: ColdStartRatio,
  typing: readonly TypingFigures[],
  tables: readonly ReportTableFigures[],
): Ratios {
  return {
    coldStartOverReactFloor: measured('coldStartOverReactFloor', start.moduleMedianMs, start.floorMedianMs),
    naiveTableOverReportTable: measured(
      'naiveTableOverReportTable',
      // From the answer's arrival: the naive table too starts from rows in hand (report-table.measure.ts).
      median(tables.map((run) => run.answerToPaintMs)),
      median(tables.map((run) => run.naiveRenderToPaintMs)),
    ),
    filterOverUnfilteredPage: measured(
      'filterOverUnfilteredPage',
      median(typing.map((run) => run.filterToPaintMs)),
      median(typing.map((run) => run.unfilteredPageMs)),
    ),
    keystrokeP95OverFrame: measured(
      'keystrokeP95OverFrame',
      // Issue 23 §1: the keystrokes typed while the member lookups still run.
      p95(typing.flatMap((run) => run.keystrokeDuringLookupsMs)),
      median(typing.map((run) => run.frameMs)),
    ),
  };
}

export const meetsBudget = (name: RatioName, ratio: number): boolean =>
  RATIO_BUDGETS[name].better === 'lower'
    ? ratio <= RATIO_BUDGETS[name].budget
    : ratio >= RATIO_BUDGETS[name].budget;

export interface RatioComparison {
  readonly name: RatioName;
  readonly committed: number;
  readonly current: number;
  /** How much worse the current ratio is (0.25 = 25 % worse); negative when it is better. */
  readonly worseBy: number;
  readonly flagged: boolean;
}

/** Each ratio against the committed one; flagged when it got worse by more than `tolerance`. */
export function compareRatios(
  current: Ratios,
  committed: Partial<Record<RatioName, { readonly ratio: number }>>,
  tolerance = 0.2,
): RatioComparison[] {
  return (Object.keys(RATIO_BUDGETS) as RatioName[]).flatMap((name) => {
    const before = committed[name]?.ratio;
    if (before === undefined) return [];
    const now = current[name].ratio;
    const worseBy = RATIO_BUDGETS[name].better === 'lower' ? now / before - 1 : before / now - 1;
    return [{ name, committed: before, current: now, worseBy, flagged: worseBy > tolerance }];
  });
}

/** The ratios as text, one a line: figure, baseline, ratio, budget. */
export function ratiosTable(ratios: Ratios): string {
  const lines = (Object.keys(RATIO_BUDGETS) as RatioName[]).map((name) => {
    const { label, budget, better } = RATIO_BUDGETS[name];
    const { figureMs, baselineMs, ratio } = ratios[name];
    const verdict = meetsBudget(name, ratio) ? 'met' : 'NOT MET';
    return `${label}: ${figureMs} ms vs ${baselineMs} ms = ${ratio} (budget ${better === 'lower' ? '≤' : '≥'} ${budget}: ${verdict})`;
  });
  return lines.join('\n');
}
