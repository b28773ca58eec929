import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { RouteAccessUseCase } from '../../application/access/route-access.use-case';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { privateRouteById, type RouteId } from '../../domain/access/private-routes';
import { routeIdAt, routeRow } from '../shell/routes/route-lookup';
import { SessionStore } from '../shell/session.store';
import { makeObservableState } from '../shared/observable-state';

/**
 * - pending: the decision is not known yet (an agent-plan check may be running);
 * - allowed: render the page;
 * - denied: the page must not render; the host has been told (unauthorizedAccess);
 * - unknown: not a private route (or not the one expected): send the user home.
 */
export type GateDecision = 'pending' | 'allowed' | 'denied' | 'unknown';

/** One route gate per mounted guard (spec 1 §6 'Menu and route gates'). */
@injectable()
export class RouteGatePresenter {
  decision: GateDecision = 'pending';
  /** True while the decision waits on the AI platform's agent plan. */
  waitsForAgentPlan = false;
  /** True while the decision waits on the portal's late toggles (issue 35 §2). */
  waitsForToggles = false;
  maxContentWidth: number | undefined = undefined;
  private request = 0;

  constructor(
    @inject(RouteAccessUseCase) private readonly routeAccess: RouteAccessUseCase,
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(HostGateway) private readonly host: HostGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeObservableState(this, {
      request: false,
    });
  }

  /**
   * Decides for `pathname`. With `expected`, a path that is not that route is 'unknown'
   * (a page is never shown under another route's gate). Results of a superseded check
   * are dropped.
   */
  async check(pathname: string, expected?: RouteId): Promise<GateDecision> {
    const request = ++this.request;
    const routeId = routeIdAt(pathname);
    this.decision = 'pending';
    this.waitsForToggles = false;
    this.maxContentWidth = routeId === undefined ? undefined : routeRow(routeId).maxContentWidth;
    this.waitsForAgentPlan = routeId !== undefined && privateRouteById(routeId).agentPlan !== undefined;
    if (routeId === undefined || (expected !== undefined && routeId !== expected)) {
      return this.settle(request, 'unknown', pathname);
    }
    const session = this.sessionStore.session;
    if (session === undefined) return this.settle(request, 'denied', pathname);
    try {
      const waiting = () => {
        if (request === this.request) this.waitingForToggles();
      };
      return this.settle(request, await this.routeAccess.check(routeId, session, waiting), pathname);
    } catch (error) {
      this.logger.error('Route access check failed; access denied', error);
      return this.settle(request, 'denied', pathname);
    }
  }

  private waitingForToggles(): void {
    this.waitsForToggles = true;
  }

  private settle(request: number, decision: GateDecision, pathname: string): GateDecision {
    if (request !== this.request) return decision;
    runInAction(() => {
      this.decision = decision;
      this.waitsForAgentPlan = false;
      this.waitsForToggles = false;
    });
    // spec 1 §6: unauthorized → the page is not rendered and the host is told.
    if (decision === 'denied') this.host.unauthorizedAccess(pathname);
    return decision;
  }
}
