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

/** The kit's pictogram for each card of spec 1 Home (by card id). */
const CARD_ICONS: Readonly<Record<string, IconName>> = {
  members: 'members',
  agent: 'agent',
  mtls: 'certificate',
  knowledgeBase: 'knowledge-base',
  pipeline: 'pipeline',
  copilot: 'copilot',
  calls: 'calls',
  contractRevenue: 'revenue',
  dailyActiveUsers: 'daily-active-users',
  dailyEngagedUsers: 'daily-engaged-users',
  sessionConsumption: 'conversation',
  agentConsumption: 'agents-usage',
  dataConsumption: 'usage-report',
};

function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICON_PATHS, name);
}

function iconOf(card: HomeCard): IconName {
  return CARD_ICONS[card.id] ?? (isIconName(card.icon) ? card.icon : 'info');
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
