import { NO_DATA_TEXT } from '../../../domain/reports/usage-figures.rule';
import type { MonthChangeView } from './month-change-view';
import { MonthChange } from './MonthChange.view';

export interface ReportFigureProps {
  readonly label: string;
  /** The formatted value; undefined without data ('--', spec 3 §2.2). */
  readonly value: string | undefined;
  /** The current month's figures are partial (spec 3 §2.2: shown in orange). */
  readonly partial?: boolean | undefined;
  /** Issue 24 §2: the change against the previous month; none → nothing shows. */
  readonly change?: MonthChangeView | undefined;
}

/**
 * A labelled figure of a report card: a term and its value, '--' when the month has no data,
 * and the change against the previous month when there is one (issue 24 §2).
 */
export function ReportFigure({ label, value, partial = false, change }: ReportFigureProps) {
  return (
    <div className="report-figure">
      <p className="report-figure__label">{label}</p>
      <p className={partial ? 'report-figure__value report-figure__value--partial' : 'report-figure__value'}>
        {value ?? NO_DATA_TEXT}
      </p>
      <MonthChange change={change} partial={partial} />
    </div>
  );
}
