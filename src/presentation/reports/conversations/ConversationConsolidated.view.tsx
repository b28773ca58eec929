import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoTip, Spinner } from '../../ui';
import { MonthChange } from '../shared/MonthChange.view';
import { ReportFigure } from '../shared/ReportFigure.view';
import type { ConversationCard } from './conversation-figures';
import type { ConversationsPresenter } from './conversations.presenter';

interface Props {
  readonly presenter: ConversationsPresenter;
}

/**
 * The consolidated figures (spec 3 §2.7, §4.5): the old pricing's three cards, or the new
 * pricing's three cards with tooltips, each over its category panel; '--' without data.
 */
export const ConversationConsolidated = observer(function ConversationConsolidated({ presenter }: Props) {
  const { t } = useTranslation('conversations');
  const view = presenter.consolidatedView;
  const partial = presenter.isPartial;
  if (view === undefined) return <Spinner label={t('consolidated.loading')} />;
  if (view.layout === 'old') {
    return (
      <div className="ui-tile-grid conversations-old-cards">
        {view.figures.map((figure) => (
          <ReportFigure
            key={figure.id}
            label={t(figure.labelKey)}
            value={figure.value}
            partial={partial}
            change={figure.change}
          />
        ))}
      </div>
    );
  }
  return (
    <div className="ui-tile-grid conversations-cards">
      {view.cards.map((card) => (
        <CategoryCard key={card.id} card={card} partial={partial} onTooltip={presenter.tooltipShown} />
      ))}
    </div>
  );
});

interface CategoryCardProps {
  readonly card: ConversationCard;
  readonly partial: boolean;
  readonly onTooltip: (card: string) => void;
}

/** One new-pricing card: its title and tooltip, its total, and its categories. */
function CategoryCard({ card, partial, onTooltip }: CategoryCardProps) {
  const { t } = useTranslation('conversations');
  const titleId = useId();
  const label = t(card.labelKey);
  const valueClass = partial
    ? 'conversations-card__value report-figure__value--partial'
    : 'conversations-card__value';
  return (
    <section className="conversations-card ui-tile" aria-labelledby={titleId}>
      <div className="conversations-card__head">
        <h3 id={titleId} className="conversations-card__title">
          {label}
        </h3>
        <InfoTip
          label={t('cards.infoLabel', { name: label })}
          content={t(card.tooltipKey)}
          className="conversations-card__info"
          onShow={() => onTooltip(card.id)}
        />
      </div>
      <p className={valueClass}>{card.value}</p>
      <MonthChange change={card.change} partial={partial} />
      <dl className="conversations-card__lines">
        {card.lines.map((line) => (
          <div key={line.id} className="conversations-card__line">
            <dt>{t(line.labelKey)}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
