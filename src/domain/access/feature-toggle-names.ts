/** Every feature toggle name of spec 1 §9, in the spec's order. */
export const FEATURE_TOGGLE_NAMES = [
  'tenant-consumption',
  'billing-monthly-engaged-user-consumption',
  'billing-daily-active-users-consumption',
  'billing-daily-engaged-user-consumption',
  'billing-daily-active-users-plan-informations',
  'billing-daily-engaged-users-plan-informations',
  'billing-session-consumption-by-bot',
  'billing-session-consumption',
  'billing-agent-consumption',
  'billing-unlimited-agent-consumption',
  'billing-data-consumption',
  'tenant-ai-settings-copilot',
  'tenant-calls-settings',
  'billing-tracking-log',
  'enable-tenant-mtls-certificates',
  'billing-use-subscription-reference-date',
  'ai-agent-knowledge-base-screens-enabled',
  'pipeline-enable',
] as const;

export type FeatureToggleName = (typeof FEATURE_TOGGLE_NAMES)[number];
