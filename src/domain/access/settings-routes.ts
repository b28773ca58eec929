import type { PrivateRouteDefinition } from './private-route';

export const KNOWLEDGE_BASE_TOGGLE = 'ai-agent-knowledge-base-screens-enabled';
export const PIPELINE_TOGGLE = 'pipeline-enable';
export const MTLS_TOGGLE = 'enable-tenant-mtls-certificates';
export const CALLS_TOGGLE = 'tenant-calls-settings';
/** Inside /copilot: shows the bot permissions straight away (spec 1 §2 'Copilot page'). */
export const COPILOT_TOGGLE = 'tenant-ai-settings-copilot';

const knowledgeBasePlan = {
  mode: 'toggle-decides-when-not-configured',
  toggle: KNOWLEDGE_BASE_TOGGLE,
} as const;
const pipelinePlan = { mode: 'toggle-or-plan', toggle: PIPELINE_TOGGLE } as const;

/** Shell, contract administration, knowledge base and pipelines (spec 1 §2, spec 2 §2.1). */
export const SETTINGS_ROUTES: readonly PrivateRouteDefinition[] = [
  { id: 'home', path: '/', accessPermission: 'tenant-summary' },
  // '/panel' is listed without a screen of its own: it is the contract panel again.
  { id: 'panel', path: '/panel', accessPermission: 'tenant-summary' },
  { id: 'members', path: '/members', accessPermission: 'tenant-members' },
  {
    id: 'agent',
    path: '/agent',
    accessPermission: 'tenant-billing',
    requiresAgentMetric: true,
  },
  { id: 'mtls', path: '/mtls', accessPermission: 'tenant-members', featureToggle: MTLS_TOGGLE },
  // The copilot toggle picks offer page vs. bot permissions inside the page, not access.
  { id: 'copilot', path: '/copilot', accessPermission: 'tenant-members' },
  { id: 'calls', path: '/calls', accessPermission: 'tenant-members', featureToggle: CALLS_TOGGLE },
  {
    id: 'knowledgeBase',
    path: '/knowledge-base',
    accessPermission: 'tenant-workspace',
    agentPlan: knowledgeBasePlan,
  },
  {
    id: 'knowledgeBaseDocuments',
    path: '/knowledge-base/:catalogId/documents',
    accessPermission: 'tenant-workspace',
    agentPlan: knowledgeBasePlan,
  },
  {
    id: 'knowledgeBaseUrlPaths',
    path: '/knowledge-base/:catalogId/documents/:documentId/url-paths',
    accessPermission: 'tenant-workspace',
    agentPlan: knowledgeBasePlan,
  },
  {
    id: 'pipeline',
    path: '/pipeline',
    accessPermission: 'tenant-members',
    agentPlan: pipelinePlan,
  },
  {
    id: 'pipelineDocuments',
    path: '/pipeline/:catalogId/documents',
    accessPermission: 'tenant-members',
    agentPlan: pipelinePlan,
  },
  {
    id: 'pipelineUrlPaths',
    path: '/pipeline/:catalogId/documents/:documentId/url-paths',
    accessPermission: 'tenant-members',
    agentPlan: pipelinePlan,
  },
];
