import { describe, expect, it } from 'vitest';
import type { HomeCard } from '../../../src/domain/access/home-card';
import { HOME_CARDS } from '../../../src/domain/access/home-cards';
import { toHomeSectionViews } from '../../../src/presentation/home/home-sections';

function viewOf(cards: readonly HomeCard[]) {
  return toHomeSectionViews([{ id: 'generalSettings', titleKey: 'sections.generalSettings.title', cards }]);
}

describe('home section views', () => {
  it("spec 1 §2 Home: every card shows the kit's pictogram the domain names for it", () => {
    const [section] = viewOf(HOME_CARDS);
    expect(section?.cards.map((card) => [card.id, card.icon])).toEqual(
      HOME_CARDS.map((card) => [card.id, card.icon]),
    );
  });

  it("an icon name the kit does not draw falls back to 'info'", () => {
    const odd: HomeCard = {
      id: 'odd',
      sectionId: 'generalSettings',
      path: '/odd',
      icon: 'no-such-icon',
      titleKey: 'cards.odd.title',
      descriptionKey: 'cards.odd.description',
      isNew: true,
    };
    expect(viewOf([odd])).toEqual([
      {
        id: 'generalSettings',
        titleKey: 'sections.generalSettings.title',
        cards: [
          {
            id: 'odd',
            path: '/odd',
            icon: 'info',
            titleKey: 'cards.odd.title',
            descriptionKey: 'cards.odd.description',
            isNew: true,
          },
        ],
      },
    ]);
  });
});
