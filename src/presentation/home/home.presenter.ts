import { inject, injectable } from 'inversify';
import { observableRef, reaction, runInAction } from 'mobx';
import { RouteAccessUseCase } from '../../application/access/route-access.use-case';
import {
  contractCardLayout,
  homeNeedsAgentPlan,
  visibleHomeSections,
} from '../../domain/access/home-visibility.rule';
import type { AgentPlanOutcome } from '../../domain/access/route-gate.rule';
import type { Session } from '../../domain/access/session';
import { Tracker } from '../shared/tracker.service';
import { SessionStore } from '../shell/session.store';
import { toHomeSectionViews, type HomeCardView, type HomeSectionView } from './home-sections';
import { makeObservableState } from '../shared/observable-state';

export const HOME_TRACKING_ORIGIN = 'contract-panel';
export const HOME_CARD_CLICKED = 'contract-panel-card-clicked';

/** The contract panel's card grid (spec 1 §2 Home), per the visibility rules of §6. */
@injectable()
export class HomePresenter {
  /** The agent plan the route gates read, for the session it was asked for (issue 37 §10). */
  private plan: { readonly session: Session; readonly outcome: AgentPlanOutcome } | undefined = undefined;

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(Tracker) private readonly tracker: Tracker,
    @inject(RouteAccessUseCase) private readonly routeAccess: RouteAccessUseCase,
  ) {
    makeObservableState(this, { plan: observableRef });
  }

  /** The session is known: the home shows its cards (and may look for usage alerts). */
  get hasSession(): boolean {
    return this.sessionStore.session !== undefined;
  }

  private get domainSections() {
    const session = this.sessionStore.session;
    if (session === undefined) return [];
    const agentPlan = this.plan?.session === session ? this.plan.outcome : undefined;
    return visibleHomeSections(this.sessionStore.accessContext, agentPlan);
  }

  /**
   * Issue 37 §10 (spec 2 §2.2, §6): while the home is shown, a card whose route reads the agent
   * plan waits for the plan the gate reads (one shared answer per session), asked only when every
   * other clause of that route holds — also once late toggles arrive. Returns the stop.
   */
  watchAgentPlan(): () => void {
    return reaction(
      () => {
        const session = this.sessionStore.session;
        return session !== undefined && homeNeedsAgentPlan(this.sessionStore.accessContext)
          ? session
          : undefined;
      },
      (session) => {
        if (session !== undefined && this.plan?.session !== session) void this.askAgentPlan(session);
      },
      { fireImmediately: true },
    );
  }

  get sections(): readonly HomeSectionView[] {
    return toHomeSectionViews(this.domainSections);
  }

  /** For the contract card above the grid: horizontal when the grid is light. */
  get contractCardLayout(): 'horizontal' | 'vertical' {
    return contractCardLayout(this.domainSections);
  }

  private async askAgentPlan(session: Session): Promise<void> {
    const outcome = await this.routeAccess.agentPlanOf(session);
    runInAction(() => {
      this.plan = { session, outcome };
    });
  }

  /** Navigation is the card's own link; this only reports the click. */
  cardClicked(card: HomeCardView): Promise<void> {
    return this.tracker.track(HOME_CARD_CLICKED, HOME_TRACKING_ORIGIN, { card: card.id, path: card.path });
  }
}
