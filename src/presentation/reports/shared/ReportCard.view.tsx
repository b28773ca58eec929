import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { Card, Spinner } from '../../ui';

export interface ReportCardProps<Figures> {
  readonly title: string;
  readonly loadingLabel: string;
  /** The month's figures; undefined while they load, and a spinner shows instead. */
  readonly figures: Figures | undefined;
  /** The card's body once the figures are there; `titleId` names a group after the card's title. */
  readonly children: (figures: Figures, titleId: string) => ReactNode;
}

/**
 * A report's consolidated card (MIU and MEU spec 3 §2.8, Single Conversations §2.5): the titled
 * section, a spinner while the month loads, then the figures. An observer, so what the body
 * reads of a presenter re-renders it.
 */
function ReportCardView<Figures>({ title, loadingLabel, figures, children }: ReportCardProps<Figures>) {
  const titleId = useId();
  return (
    <Card as="section" className="report-card">
      <h2 id={titleId} className="report-card__title">
        {title}
      </h2>
      {figures === undefined ? <Spinner label={loadingLabel} /> : children(figures, titleId)}
    </Card>
  );
}

export const ReportCard = observer(ReportCardView) as typeof ReportCardView;
