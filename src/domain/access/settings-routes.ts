import type { RouteAccessRule, RouteManifestEntry } from './route-manifest-entry';

export const KNOWLEDGE_BASE_TOGGLE = 'ai-agent-knowledge-base-screens-enabled';
export const PIPELINE_TOGGLE = 'pipeline-enable';
export const MTLS_TOGGLE = 'enable-tenant-mtls-certificates';
export const CALLS_TOGGLE = 'tenant-calls-settings';
/** Inside the copilot page: shows the bot permissions straight away (spec 1 §2 'Copilot page'). */
export const COPILOT_TOGGLE = 'tenant-ai-settings-copilot';

const knowledgeBase: RouteAccessRule = {
  accessPermission: 'tenant-workspace',
  agentPlan: { mode: 'toggle-decides-when-not-configured', toggle: KNOWLEDGE_BASE_TOGGLE },
};
const pipeline: RouteAccessRule = {
  accessPermission: 'tenant-members',
  agentPlan: { mode: 'toggle-or-plan', toggle: PIPELINE_TOGGLE },
};
const ALWAYS = [{}] as const;

function settings(path: string, access: RouteAccessRule, extra: Partial<RouteManifestEntry> = {}) {
  return { path, group: 'settings', access, ...extra } satisfies RouteManifestEntry;
}

/**
 * The shell and the settings features (spec 1 §2, §6; spec 2 §2.1, §2.2, §6), one entry per route:
 * path, access rule, icon and home card. The home cards show in this order.
 */
export const SETTINGS_ROUTES = {
  home: { path: '/', group: 'shell', access: { accessPermission: 'tenant-summary' } },
  // The panel has no screen of its own: it is the contract panel again.
  panel: { path: '/panel', group: 'shell', access: { accessPermission: 'tenant-summary' } },
  members: settings(
    '/members',
    { accessPermission: 'tenant-members' },
    {
      icon: 'members',
      card: { key: 'members', section: 'generalSettings', permission: 'tenant-members', variants: ALWAYS },
    },
  ),
  agent: settings(
    '/agent',
    { accessPermission: 'tenant-billing', requiresAgentMetric: true },
    {
      icon: 'agent',
      card: {
        key: 'agent',
        section: 'generalSettings',
        permission: 'tenant-billing',
        variants: [{ metrics: ['Agent'] }],
      },
    },
  ),
  mtls: settings(
    '/mtls',
    { accessPermission: 'tenant-members', featureToggle: MTLS_TOGGLE },
    {
      icon: 'certificate',
      card: {
        key: 'mtls',
        section: 'generalSettings',
        permission: 'tenant-members',
        variants: [{ toggle: MTLS_TOGGLE }],
      },
    },
  ),
  // Spec 2 §2.2: behind their toggles, as their routes are (spec 2 §6, with the agent plan).
  knowledgeBase: settings('/knowledge-base', knowledgeBase, {
    icon: 'knowledge-base',
    card: { key: 'knowledgeBase', section: 'generalSettings', followsRouteGate: true, isNew: true },
  }),
  knowledgeBaseDocuments: settings('/knowledge-base/:catalogId/documents', knowledgeBase),
  knowledgeBaseUrlPaths: settings(
    '/knowledge-base/:catalogId/documents/:documentId/url-paths',
    knowledgeBase,
  ),
  pipeline: settings('/pipeline', pipeline, {
    icon: 'pipeline',
    card: { key: 'pipeline', section: 'generalSettings', followsRouteGate: true, isNew: true },
  }),
  pipelineDocuments: settings('/pipeline/:catalogId/documents', pipeline),
  pipelineUrlPaths: settings('/pipeline/:catalogId/documents/:documentId/url-paths', pipeline),
  // The copilot toggle picks offer page vs. bot permissions inside the page, not access.
  copilot: settings(
    '/copilot',
    { accessPermission: 'tenant-members' },
    {
      icon: 'copilot',
      card: {
        key: 'copilot',
        section: 'featureManagement',
        permission: 'tenant-members',
        variants: ALWAYS,
        isNew: true,
      },
    },
  ),
  calls: settings(
    '/calls',
    { accessPermission: 'tenant-members', featureToggle: CALLS_TOGGLE },
    {
      icon: 'calls',
      card: {
        key: 'calls',
        section: 'featureManagement',
        permission: 'tenant-members',
        variants: [{ toggle: CALLS_TOGGLE }],
        isNew: true,
      },
    },
  ),
} satisfies Record<string, RouteManifestEntry>;
