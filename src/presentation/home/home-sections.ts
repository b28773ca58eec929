import type { HomeSection, HomeSectionId } from '../../domain/access/home-visibility.rule';
import { routeRow } from '../shell/routes/route-lookup';
import type { RouteCard } from '../shell/routes/route-row';
import type { IconName } from '../ui/icons/icon-paths';

export interface HomeCardView {
  /** The card's name in tracking and texts. */
  readonly id: string;
  readonly path: string;
  readonly icon: IconName;
  /** Keys in the 'home' namespace. */
  readonly titleKey: RouteCard['titleKey'];
  readonly descriptionKey: RouteCard['descriptionKey'];
  readonly isNew: boolean;
}

export interface HomeSectionView {
  readonly id: HomeSectionId;
  /** Key in the 'home' namespace. */
  readonly titleKey: `sections.${HomeSectionId}.title`;
  readonly cards: readonly HomeCardView[];
}

/** The cards the domain shows, drawn from their routes' manifest entries (spec 1 §2 Home). */
export function toHomeSectionViews(sections: readonly HomeSection[]): readonly HomeSectionView[] {
  return sections.map((section) => ({
    id: section.id,
    titleKey: `sections.${section.id}.title`,
    cards: section.cards.map(({ routeId }) => {
      const row = routeRow(routeId);
      if (row.card === undefined) throw new Error(`Route ${routeId} has no home card in the route manifest`);
      return {
        id: row.card.key,
        path: row.path,
        icon: row.icon ?? 'info',
        titleKey: row.card.titleKey,
        descriptionKey: row.card.descriptionKey,
        isNew: row.card.isNew,
      };
    }),
  }));
}
