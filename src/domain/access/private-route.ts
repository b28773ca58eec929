import type { MetricId } from './metric-id';
import type { PermissionArea } from './permission.rule';

/** Every private page of spec 1 §2, spec 2 §2.1 and spec 3 §2.1. */
export type RouteId =
  | 'home'
  | 'panel'
  | 'members'
  | 'agent'
  | 'mtls'
  | 'copilot'
  | 'calls'
  | 'knowledgeBase'
  | 'knowledgeBaseDocuments'
  | 'knowledgeBaseUrlPaths'
  | 'pipeline'
  | 'pipelineDocuments'
  | 'pipelineUrlPaths'
  | 'dataConsumption'
  | 'dauConsumption'
  | 'dauConsumptionMonthly'
  | 'dauConsumptionDaily'
  | 'deuConsumption'
  | 'deuConsumptionMonthly'
  | 'deuConsumptionDaily'
  | 'agentConsumption'
  | 'agentConsumptionMonthly'
  | 'sessionConsumption'
  | 'sessionConsumptionMonthly'
  | 'sessionConsumptionDaily'
  | 'mauConsumption'
  | 'mauConsumptionChatbots'
  | 'mauConsumptionDaily'
  | 'meuConsumption'
  | 'meuConsumptionChatbots'
  | 'meuConsumptionDaily'
  | 'revenue'
  | 'revenueChatbots'
  | 'dailyActiveUsers'
  | 'dailyActiveUsersMonthly'
  | 'dailyActiveUsersDaily'
  | 'dailyEngagedUsers'
  | 'dailyEngagedUsersMonthly'
  | 'dailyEngagedUsersDaily'
  | 'oldSessionConsumption'
  | 'oldSessionConsumptionMonthly'
  | 'oldSessionConsumptionDaily'
  | 'oldAgentConsumption'
  | 'oldAgentConsumptionMonthly';

/**
 * How an AI route reads the agent plan (spec 1 §6, spec 2 §6):
 * - 'toggle-decides-when-not-configured': paid or trial passes; reason 'notConfigured'
 *   lets the toggle decide; anything else (or an error) denies.
 * - 'toggle-or-plan': the toggle alone passes; otherwise a paid or trial plan.
 */
export interface AgentPlanRequirement {
  readonly mode: 'toggle-decides-when-not-configured' | 'toggle-or-plan';
  readonly toggle: string;
}

/**
 * The access rule of a private route: what opens it. Where it lives (path), what it draws
 * and how it looks are the presentation's route table's business (docs/decisions/shell-and-access.md).
 */
export interface PrivateRouteDefinition {
  readonly id: RouteId;
  readonly accessPermission: PermissionArea;
  /** With `metrics`: toggle on OR one of the metrics in the subscription. */
  readonly featureToggle?: string;
  readonly metrics?: readonly MetricId[];
  readonly agentPlan?: AgentPlanRequirement;
  /** The subscription must hold the Agent metric, whatever its quantity (spec 1 §6). */
  readonly requiresAgentMetric?: boolean;
}
