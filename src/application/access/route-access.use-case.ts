import { inject, injectable } from 'inversify';
import { accessContextOf } from '../../domain/access/access-context';
import { privateRouteById, type RouteId } from '../../domain/access/private-routes';
import { evaluateRouteGate, type AgentPlanOutcome } from '../../domain/access/route-gate.rule';
import type { Session } from '../../domain/access/session';
import { FeatureToggles } from '../shared/feature-toggles.port';
import { Logger } from '../shared/logger.port';
import { AgentPlanGateway } from './agent-plan.port';

export type RouteAccess = 'allowed' | 'denied';

/**
 * Decides whether a private route may render (spec 1 §6 'Menu and route gates', spec 2 §6),
 * by its access rule. The agent plan is fetched
 * only for routes that need it, once per session; a failed fetch denies and is not kept,
 * so the next navigation asks again.
 */
@injectable()
export class RouteAccessUseCase {
  private readonly agentPlans = new WeakMap<Session, Promise<AgentPlanOutcome>>();

  constructor(
    @inject(FeatureToggles) private readonly toggles: FeatureToggles,
    @inject(AgentPlanGateway) private readonly agentPlanGateway: AgentPlanGateway,
    @inject(Logger) private readonly logger: Logger,
  ) {}

  /**
   * Issue 35 §2: while the portal's toggles are still awaited (they read off meanwhile), a route
   * that only they could open waits for them, so a late answer opens it instead of denying it;
   * `waiting` is told when it does. Any other decision is taken at once.
   */
  async check(routeId: RouteId, session: Session, waiting?: () => void): Promise<RouteAccess> {
    const decision = await this.decide(routeId, session, (name) => this.toggles.isEnabled(name));
    const late = this.toggles.lateAnswer?.();
    if (decision === 'allowed' || late === undefined) return decision;
    if ((await this.decide(routeId, session, () => true)) === 'denied') return decision;
    waiting?.();
    await late;
    return this.decide(routeId, session, (name) => this.toggles.isEnabled(name));
  }

  private async decide(
    routeId: RouteId,
    session: Session,
    isToggleOn: (name: string) => boolean,
  ): Promise<RouteAccess> {
    const route = privateRouteById(routeId);
    const ctx = accessContextOf(session, isToggleOn);
    const first = evaluateRouteGate(route, ctx);
    if (first !== 'needs-agent-plan') return first;
    const outcome = await this.agentPlanOf(session);
    return evaluateRouteGate(route, ctx, outcome) === 'allowed' ? 'allowed' : 'denied';
  }

  /**
   * The session's agent plan as the gates read it: asked once and shared, so the home's cards
   * and the route gates decide on the same answer (issue 37 §10).
   */
  agentPlanOf(session: Session): Promise<AgentPlanOutcome> {
    const cached = this.agentPlans.get(session);
    if (cached !== undefined) return cached;
    const pending = this.fetchAgentPlan(session.tenant.id);
    this.agentPlans.set(session, pending);
    void pending.then((outcome) => {
      if (!outcome.ok && this.agentPlans.get(session) === pending) this.agentPlans.delete(session);
    });
    return pending;
  }

  private async fetchAgentPlan(tenantId: string): Promise<AgentPlanOutcome> {
    try {
      const status = await this.agentPlanGateway.getActivePlan(tenantId);
      return { ok: true, status };
    } catch (error) {
      this.logger.error('Agent plan check failed; access denied', error);
      return { ok: false };
    }
  }
}
