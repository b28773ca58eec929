import type { MetricId } from './metric-id';
import type { PermissionArea } from './permission.rule';

export type HomeSectionId = 'generalSettings' | 'featureManagement' | 'usageData';

/** A card of the contract panel (spec 1 §2 Home). Keys are in the 'home' i18n namespace. */
export interface HomeCard {
  readonly id: string;
  readonly sectionId: HomeSectionId;
  readonly path: string;
  readonly icon: string;
  readonly titleKey: string;
  readonly descriptionKey: string;
  readonly isNew: boolean;
}

/** One way a card may be shown: its toggle (if any) on and one of its metrics (if any). */
export interface HomeCardVariant {
  readonly toggle?: string;
  readonly metrics?: readonly MetricId[];
}

export interface HomeCardDefinition extends HomeCard {
  /** The extra access-permission check, by roleId. */
  readonly permission: PermissionArea;
  /** Shown when any variant passes; contract revenue has two (spec 1 §2). */
  readonly variants: readonly HomeCardVariant[];
}
