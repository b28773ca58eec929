import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import type { BenchReport } from './bench-suite';
import { compareRatios, RATIO_BUDGETS, type RatioComparison, type Ratios } from './budget-ratios';

/** The figures a bench run leaves in the repository, for later runs to compare with (issue 23 §1). */
export const COMMITTED_FIGURES = 'docs/performance.json';

interface CommittedFigures {
  readonly commit: string;
  readonly date: string;
  readonly machine: string;
  readonly runs: number;
  readonly ratios: Ratios;
  readonly figuresMs: Readonly<Record<string, number>>;
}

/** The machine as a reader of the figures needs it: cores, processor and browser. */
export function machineOf(browserVersion: string): string {
  const cores = cpus();
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown processor'}), Chromium ${browserVersion}`;
}

/** Writes docs/performance.json from a bench run: its ratios and the absolute figures beside them. */
export function recordFigures(report: BenchReport, browserVersion: string): void {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const home = report.firstLoad.find((load) => load.route === '/');
  const figures: CommittedFigures = {
    commit,
    date: new Date().toISOString().slice(0, 10),
    machine: machineOf(browserVersion),
    runs: report.runs,
    ratios: report.ratios,
    figuresMs: {
      coldStart: report.coldStart.moduleMedianMs,
      reactFloorColdStart: report.coldStart.floorMedianMs,
      keystrokeToPaintP95: report.members.keystrokeToPaintP95Ms,
      filterToPaint: report.members.filterToPaintMedianMs,
      reportTableRenderToPaint: report.reportTable.renderToPaintMedianMs,
      naiveReportTable: report.reportTable.naiveRenderToPaintMedianMs,
      ...(home === undefined ? {} : { homeFirstLoadGzipBytes: home.jsGzipBytes }),
    },
  };
  writeFileSync(COMMITTED_FIGURES, `${JSON.stringify(figures, null, 2)}\n`);
}

/** This run's ratios against the committed ones; none when nothing is committed yet. */
export function compareWithCommitted(ratios: Ratios): { against: string; rows: RatioComparison[] } {
  if (!existsSync(COMMITTED_FIGURES)) return { against: 'nothing committed', rows: [] };
  const committed = JSON.parse(readFileSync(COMMITTED_FIGURES, 'utf8')) as CommittedFigures;
  return {
    against: `${committed.commit} (${committed.date}, ${committed.machine})`,
    rows: compareRatios(ratios, committed.ratios),
  };
}

/** The comparison as text, one ratio a line, the flagged ones marked. */
export function comparisonTable(rows: readonly RatioComparison[]): string {
  const change = (worseBy: number) =>
    // One decimal: a ratio 20.4 % worse is flagged, and must not read as "20 % worse".
    worseBy > 0 ? `${(worseBy * 100).toFixed(1)} % worse` : `${(-worseBy * 100).toFixed(1)} % better`;
  return rows
    .map(({ name, committed, current, worseBy, flagged }) => {
      const mark = flagged ? 'WORSE by more than 20 %' : 'ok';
      return `${RATIO_BUDGETS[name].label}: ${committed} → ${current} (${change(worseBy)}): ${mark}`;
    })
    .join('\n');
}
