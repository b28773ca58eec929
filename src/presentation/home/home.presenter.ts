import { inject, injectable } from 'inversify';
import { contractCardLayout, visibleHomeSections } from '../../domain/access/home-visibility.rule';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';
import { toHomeSectionViews, type HomeCardView, type HomeSectionView } from './home-sections';
import { makeObservableState } from '../shared/observable-state';

export const HOME_TRACKING_ORIGIN = 'contract-panel';
export const HOME_CARD_CLICKED = 'contract-panel-card-clicked';

/** The contract panel's card grid (spec 1 §2 Home), per the visibility rules of §6. */
@injectable()
export class HomePresenter {
  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(Tracker) private readonly tracker: Tracker,
  ) {
    makeObservableState(this);
  }

  /** The session is known: the home shows its cards (and may look for usage alerts). */
  get hasSession(): boolean {
    return this.sessionStore.session !== undefined;
  }

  private get domainSections() {
    if (this.sessionStore.session === undefined) return [];
    return visibleHomeSections(this.sessionStore.accessContext);
  }

  get sections(): readonly HomeSectionView[] {
    return toHomeSectionViews(this.domainSections);
  }

  /** For the contract card above the grid: horizontal when the grid is light. */
  get contractCardLayout(): 'horizontal' | 'vertical' {
    return contractCardLayout(this.domainSections);
  }

  /** Navigation is the card's own link; this only reports the click. */
  cardClicked(card: HomeCardView): Promise<void> {
    return this.tracker.track(HOME_CARD_CLICKED, HOME_TRACKING_ORIGIN, { card: card.id, path: card.path });
  }
}
