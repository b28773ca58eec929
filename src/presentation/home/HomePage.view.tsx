import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePresenter } from '../shared/use-presenter';
import { NavCard } from '../ui';
import { ContractCard } from '../tenant/ContractCard.view';
import type { HomeCardView, HomeSectionView } from './home-sections';
import { HomePresenter } from './home.presenter';
import { UsageAlertsSlot } from './UsageAlertsSlot.view';
import './HomePage.css';

function HomeCardItem({
  card,
  onClick,
}: {
  readonly card: HomeCardView;
  readonly onClick: (card: HomeCardView) => void;
}) {
  const { t } = useTranslation('home');
  return (
    // The card is one link; the click bubbles here so tracking never delays navigation.
    <li className="home__card" onClick={() => onClick(card)}>
      <NavCard
        to={card.path}
        icon={card.icon}
        title={t(card.titleKey)}
        description={t(card.descriptionKey)}
        tag={card.isNew ? t('tags.new') : undefined}
      />
    </li>
  );
}

function HomeSection({
  section,
  onCardClick,
}: {
  readonly section: HomeSectionView;
  readonly onCardClick: (card: HomeCardView) => void;
}) {
  const { t } = useTranslation('home');
  const headingId = `home-section-${section.id}`;
  return (
    <section className="home__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home__section-title">
        {t(section.titleKey)}
      </h2>
      <ul className="home__grid ui-bare-list">
        {section.cards.map((card) => (
          <HomeCardItem key={card.id} card={card} onClick={onCardClick} />
        ))}
      </ul>
    </section>
  );
}

/** The contract panel (spec 1 §2 Home): contract card, then the card sections. */
export const HomePage = observer(function HomePage() {
  const home = usePresenter(HomePresenter);
  const { t } = useTranslation('home');
  useEffect(() => home.watchAgentPlan(), [home]);
  const onCardClick = (card: HomeCardView) => void home.cardClicked(card);
  return (
    <div className="home">
      <h1 className="ui-visually-hidden">{t('title')}</h1>
      <div
        className="home__contract-card"
        data-testid="contract-card-slot"
        data-layout={home.contractCardLayout}
      >
        <ContractCard layout={home.contractCardLayout} />
      </div>
      <UsageAlertsSlot sessionReady={home.hasSession} />
      {home.sections.map((section) => (
        <HomeSection key={section.id} section={section} onCardClick={onCardClick} />
      ))}
    </div>
  );
});

export default HomePage;
