import type { PrivateRouteDefinition } from './private-route';

export const KNOWLEDGE_BASE_TOGGLE = 'ai-agent-knowledge-base-screens-enabled';
export const PIPELINE_TOGGLE = 'pipeline-enable';
export const MTLS_TOGGLE = 'enable-tenant-mtls-certificates';
export const CALLS_TOGGLE = 'tenant-calls-settings';
/** Inside the copilot page: shows the bot permissions straight away (spec 1 §2 'Copilot page'). */
export const COPILOT_TOGGLE = 'tenant-ai-settings-copilot';

const knowledgeBasePlan = {
  mode: 'toggle-decides-when-not-configured',
  toggle: KNOWLEDGE_BASE_TOGGLE,
} as const;
const pipelinePlan = { mode: 'toggle-or-plan', toggle: PIPELINE_TOGGLE } as const;

/** Access rules of the shell, contract administration, knowledge base and pipelines (spec 1 §2, spec 2 §2.1). */
export const SETTINGS_ROUTES: readonly PrivateRouteDefinition[] = [
  { id: 'home', accessPermission: 'tenant-summary' },
  // The panel has no screen of its own: it is the contract panel again.
  { id: 'panel', accessPermission: 'tenant-summary' },
  { id: 'members', accessPermission: 'tenant-members' },
  {
    id: 'agent',
    accessPermission: 'tenant-billing',
    requiresAgentMetric: true,
  },
  { id: 'mtls', accessPermission: 'tenant-members', featureToggle: MTLS_TOGGLE },
  // The copilot toggle picks offer page vs. bot permissions inside the page, not access.
  { id: 'copilot', accessPermission: 'tenant-members' },
  { id: 'calls', accessPermission: 'tenant-members', featureToggle: CALLS_TOGGLE },
  {
    id: 'knowledgeBase',
    accessPermission: 'tenant-workspace',
    agentPlan: knowledgeBasePlan,
  },
  {
    id: 'knowledgeBaseDocuments',
    accessPermission: 'tenant-workspace',
    agentPlan: knowledgeBasePlan,
  },
  {
    id: 'knowledgeBaseUrlPaths',
    accessPermission: 'tenant-workspace',
    agentPlan: knowledgeBasePlan,
  },
  {
    id: 'pipeline',
    accessPermission: 'tenant-members',
    agentPlan: pipelinePlan,
  },
  {
    id: 'pipelineDocuments',
    accessPermission: 'tenant-members',
    agentPlan: pipelinePlan,
  },
  {
    id: 'pipelineUrlPaths',
    accessPermission: 'tenant-members',
    agentPlan: pipelinePlan,
  },
];
