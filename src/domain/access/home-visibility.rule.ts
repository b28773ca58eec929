import type { AccessContext } from './access-context';
import type { HomeCard, HomeCardDefinition, HomeCardVariant, HomeSectionId } from './home-card';
import type { RouteId } from './private-route';
import { HOME_CARDS } from './home-cards';
import { canView } from './permission.rule';
import { evaluateRouteGate, type AgentPlanOutcome } from './route-gate.rule';
import { isAnyMetricAvailable, subscriptionHasMetric } from './subscription-metrics.rule';
import { DATA_CONSUMPTION_TOGGLE } from './usage-routes';

export type { HomeCard, HomeSectionId } from './home-card';

export interface HomeSection<Id extends string = RouteId> {
  readonly id: HomeSectionId;
  readonly cards: readonly HomeCard<Id>[];
}

type Card = HomeCardDefinition<string>;

const SECTION_ORDER: readonly HomeSectionId[] = ['generalSettings', 'featureManagement', 'usageData'];

function variantPasses(card: Card, variant: HomeCardVariant, ctx: AccessContext): boolean {
  if (variant.toggle !== undefined && !ctx.isToggleOn(variant.toggle)) return false;
  if (variant.metrics === undefined) return true;
  // Usage cards read metrics as the usage routes do (unlimited agents need their toggle).
  if (card.sectionId === 'usageData') return isAnyMetricAvailable(ctx, variant.metrics);
  return variant.metrics.some((metric) => subscriptionHasMetric(ctx.subscription, metric));
}

/** Issue 37 §10: the route's own gate; without the agent plan's answer, a route that reads it waits. */
function routeGateOf(card: Card, ctx: AccessContext, agentPlan?: AgentPlanOutcome) {
  return evaluateRouteGate(card.route, ctx, agentPlan);
}

function cardPasses(card: Card, ctx: AccessContext, agentPlan?: AgentPlanOutcome): boolean {
  if (!canView(ctx.roleId, card.permission)) return false;
  if (card.followsRouteGate === true) return routeGateOf(card, ctx, agentPlan) === 'allowed';
  return card.variants.some((variant) => variantPasses(card, variant, ctx));
}

function toHomeCard<Id extends string>({ routeId, sectionId }: HomeCardDefinition<Id>): HomeCard<Id> {
  return { routeId, sectionId };
}

/** A usage card's route the user may open: its route gate (spec 1 §6 'private routes'). */
function routeOpens(card: Card, ctx: AccessContext): boolean {
  return routeGateOf(card, ctx) === 'allowed';
}

/**
 * Spec 1 §2 / spec 3 §6: the usage section needs more than one usage route the user may open
 * (the usage cards' routes, by their route gates); then 'billing-data-consumption' shows the
 * Usage report alone, otherwise every other card that passes its own gate. The newer reports
 * open on that toggle, so with it on the section is there for the card the toggle exists for.
 */
function usageCards<C extends Card>(
  passing: readonly C[],
  ctx: AccessContext,
  cards: readonly Card[],
): readonly C[] {
  const usageRoutes = cards.filter((card) => card.sectionId === 'usageData' && routeOpens(card, ctx));
  if (usageRoutes.length <= 1) return [];
  const dataConsumptionOnly = ctx.isToggleOn(DATA_CONSUMPTION_TOGGLE);
  return passing.filter((card) => (card.routeId === 'dataConsumption') === dataConsumptionOnly);
}

/**
 * The cards shown. `agentPlan` is the answer the route gates read (spec 2 §6); until it is known,
 * a card whose route needs it is not shown (issue 37 §10: shown, it could lead nowhere).
 */
export function visibleHomeSections<Id extends string = RouteId>(
  ctx: AccessContext,
  agentPlan?: AgentPlanOutcome,
  cards: readonly HomeCardDefinition<Id>[] = HOME_CARDS as readonly HomeCardDefinition<Id>[],
): readonly HomeSection<Id>[] {
  const passing = cards.filter((card) => cardPasses(card, ctx, agentPlan));
  return SECTION_ORDER.map((id) => {
    const inSection = passing.filter((card) => card.sectionId === id);
    const shown = id === 'usageData' ? usageCards(inSection, ctx, cards) : inSection;
    return { id, cards: shown.map(toHomeCard) };
  }).filter((section) => section.cards.length > 0);
}

/** Issue 37 §10: whether a card waits on the agent plan (its route reads it; all else holds). */
export function homeNeedsAgentPlan(ctx: AccessContext, cards: readonly Card[] = HOME_CARDS): boolean {
  return cards.some(
    (card) =>
      card.followsRouteGate === true &&
      canView(ctx.roleId, card.permission) &&
      routeGateOf(card, ctx) === 'needs-agent-plan',
  );
}

/** Contract card (spec 1 §2): horizontal with no general-settings cards and no usage section. */
export function contractCardLayout(sections: readonly HomeSection[]): 'horizontal' | 'vertical' {
  const hasGeneral = sections.some((section) => section.id === 'generalSettings' && section.cards.length > 0);
  const hasUsage = sections.some((section) => section.id === 'usageData' && section.cards.length > 0);
  return hasGeneral || hasUsage ? 'vertical' : 'horizontal';
}
