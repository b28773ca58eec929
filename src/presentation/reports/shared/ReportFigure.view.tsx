import { NO_DATA_TEXT } from '../../../domain/reports/usage-figures.rule';

export interface ReportFigureProps {
  readonly label: string;
  /** The formatted value; undefined without data ('--', spec 3 §2.2). */
  readonly value: string | undefined;
  /** The current month's figures are partial (spec 3 §2.2: shown in orange). */
  readonly partial?: boolean | undefined;
}

/** A labelled figure of a report card: a term and its value, '--' when the month has no data. */
export function ReportFigure({ label, value, partial = false }: ReportFigureProps) {
  return (
    <div className="report-figure">
      <p className="report-figure__label">{label}</p>
      <p className={partial ? 'report-figure__value report-figure__value--partial' : 'report-figure__value'}>
        {value ?? NO_DATA_TEXT}
      </p>
    </div>
  );
}
