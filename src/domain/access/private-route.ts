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

export interface PrivateRouteDefinition {
  readonly id: RouteId;
  /** react-router pattern, e.g. '/knowledge-base/:catalogId/documents'. */
  readonly path: string;
  readonly accessPermission: PermissionArea;
  /** With `metrics`: toggle on OR one of the metrics in the subscription. */
  readonly featureToggle?: string;
  readonly metrics?: readonly MetricId[];
  readonly agentPlan?: AgentPlanRequirement;
  /** The subscription must hold the Agent metric, whatever its quantity (spec 1 §6). */
  readonly requiresAgentMetric?: boolean;
  readonly maxContentWidth?: number;
}
