import type { HomeCard, HomeSectionId } from '../../domain/access/home-visibility.rule';
import { ICON_PATHS, type IconName } from '../ui/icons/icon-paths';

export interface HomeCardView {
  readonly id: string;
  readonly path: string;
  readonly icon: IconName;
  /** Keys in the 'home' namespace. */
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly isNew: boolean;
}

export interface HomeSectionView {
  readonly id: HomeSectionId;
  readonly titleKey: string;
  readonly cards: readonly HomeCardView[];
}

function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}

/** The domain names each card's pictogram (spec 1 §2 Home); a name the kit lacks falls back to 'info'. */
function iconOf(card: HomeCard): IconName {
  return isIconName(card.icon) ? card.icon : 'info';
}

export function toHomeSectionViews(
  sections: readonly { id: HomeSectionId; titleKey: string; cards: readonly HomeCard[] }[],
): readonly HomeSectionView[] {
  return sections.map((section) => ({
    id: section.id,
    titleKey: section.titleKey,
    cards: section.cards.map((card) => ({
      id: card.id,
      path: card.path,
      icon: iconOf(card),
      titleKey: card.titleKey,
      descriptionKey: card.descriptionKey,
      isNew: card.isNew,
    })),
  }));
}
