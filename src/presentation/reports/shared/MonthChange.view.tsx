import { useTranslation } from 'react-i18next';
import type { MonthChangeView } from './month-change-view';
import './MonthChange.css';

/** The arrow of each direction: its shape carries the direction besides the colour. */
const ARROWS = { up: '▲', down: '▼', same: '=' } as const;

export interface MonthChangeProps {
  /** Undefined: no comparison (the previous month failed, has no data, or the plan is unlimited). */
  readonly change: MonthChangeView | undefined;
  /**
   * The month shown is the current one (spec 3 §2.2: partial): its days so far are held against
   * the whole previous month, and the label says so, or a month's first days would read as a fall.
   */
  readonly partial?: boolean | undefined;
}

/**
 * Issue 24 §2: a figure against the previous month, '▲ +30 (+25%) vs. previous month'. The
 * direction is told three ways (arrow, sign, and a word for screen readers), the colour only
 * repeats it; nothing renders without a comparison.
 */
export function MonthChange({ change, partial = false }: MonthChangeProps) {
  const { t } = useTranslation('reports');
  if (change === undefined) return null;
  const amount = change.percent === undefined ? change.absolute : `${change.absolute} (${change.percent})`;
  return (
    <p className={`month-change month-change--${change.direction}`} data-direction={change.direction}>
      <span className="month-change__arrow" aria-hidden="true">
        {ARROWS[change.direction]}
      </span>
      <span className="ui-visually-hidden">{t(`change.${change.direction}`)}</span>
      <span className="month-change__amount">{amount}</span>
      <span className="month-change__label">
        {t(partial ? 'change.vsWholePrevious' : 'change.vsPrevious')}
      </span>
    </p>
  );
}
