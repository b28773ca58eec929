import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { format, resolveConfig } from 'prettier';
import type { BenchReport } from './bench-suite';
import { compareRatios, RATIO_BUDGETS, type RatioComparison, type Ratios } from './budget-ratios';
import { recordedScale, type RecordedScale } from './scale-checks';
import type { ScaleReport } from './scale.measure';

/** The figures a bench run leaves in the repository, for later runs to compare with (issue 23 §1). */
export const COMMITTED_FIGURES = 'docs/performance.json';

interface CommittedFigures {
  readonly commit: string;
  readonly date: string;
  readonly machine: string;
  readonly runs: number;
  readonly ratios: Ratios;
  readonly figuresMs: Readonly<Record<string, number>>;
  /** Issue 34's scale matrix, from the last run that recorded one. */
  readonly scale?: RecordedScale;
  /** The first scale matrix recorded (before issue 34's changes): kept by every later record. */
  readonly scaleBefore?: RecordedScale;
}

function committedFigures(): CommittedFigures | undefined {
  if (!existsSync(COMMITTED_FIGURES)) return undefined;
  return JSON.parse(readFileSync(COMMITTED_FIGURES, 'utf8')) as CommittedFigures;
}

/** The scale matrix recorded before issue 34's changes, to hold complete loads against. */
export function committedScaleBefore(): RecordedScale | undefined {
  return committedFigures()?.scaleBefore;
}

/** The machine as a reader of the figures needs it: cores, processor and browser. */
export function machineOf(browserVersion: string): string {
  const cores = cpus();
  return `${cores.length} cores (${cores[0]?.model.trim() ?? 'unknown processor'}), Chromium ${browserVersion}`;
}

/**
 * Writes docs/performance.json from a bench run: the suite's ratios and the absolute figures beside
 * them, and the scale matrix. What the run did not measure (the suite under `BENCH_ONLY=scale`)
 * is kept from the committed file, and so is the first matrix ever recorded, as `scaleBefore`.
 */
export async function recordFigures(
  report: BenchReport | undefined,
  scale: ScaleReport | undefined,
  browserVersion: string,
): Promise<void> {
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const meta = { commit, date: new Date().toISOString().slice(0, 10), machine: machineOf(browserVersion) };
  const committed = committedFigures();
  const suite = report === undefined ? committed : { ...meta, ...suiteFigures(report) };
  if (suite === undefined) throw new Error(`${COMMITTED_FIGURES} has no suite figures to keep`);
  const matrix = scale === undefined ? committed?.scale : recordedScale(scale, meta);
  const before = committed?.scaleBefore ?? matrix;
  const figures: CommittedFigures = {
    commit: suite.commit,
    date: suite.date,
    machine: suite.machine,
    runs: suite.runs,
    ratios: suite.ratios,
    figuresMs: suite.figuresMs,
    ...(matrix === undefined ? {} : { scale: matrix }),
    ...(before === undefined ? {} : { scaleBefore: before }),
  };
  writeFileSync(COMMITTED_FIGURES, await formatted(figures));
}

/**
 * The figures as Prettier writes them (`npm test` checks the file's format), an object holding
 * no object or array on one line where it fits: one line per cell of the matrix.
 */
async function formatted(figures: CommittedFigures): Promise<string> {
  const json = JSON.stringify(figures, null, 2).replace(
    /\{\n\s+([^{}[\]]*?)\n\s*\}/g,
    (_object, members: string) => `{ ${members.split(/,\n\s+/).join(', ')} }`,
  );
  return format(json, { ...(await resolveConfig(COMMITTED_FIGURES)), filepath: COMMITTED_FIGURES });
}

function suiteFigures(report: BenchReport): Pick<CommittedFigures, 'runs' | 'ratios' | 'figuresMs'> {
  const home = report.firstLoad.find((load) => load.route === '/');
  return {
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
}

/** This run's ratios against the committed ones; none when nothing is committed yet. */
export function compareWithCommitted(ratios: Ratios): { against: string; rows: RatioComparison[] } {
  const committed = committedFigures();
  if (committed === undefined) return { against: 'nothing committed', rows: [] };
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
