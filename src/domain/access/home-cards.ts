import type { HomeCardDefinition, HomeCardVariant, HomeSectionId } from './home-card';
import { METRIC_IDS } from './metric-id';
import type { PermissionArea } from './permission.rule';
import { CALLS_TOGGLE, KNOWLEDGE_BASE_TOGGLE, MTLS_TOGGLE, PIPELINE_TOGGLE } from './settings-routes';
import { DATA_CONSUMPTION_TOGGLE } from './usage-routes';

function card(
  sectionId: HomeSectionId,
  id: string,
  path: string,
  icon: string,
  permission: PermissionArea,
  variants: readonly HomeCardVariant[],
  isNew = false,
): HomeCardDefinition {
  return {
    id,
    sectionId,
    path,
    icon,
    titleKey: `cards.${id}.title`,
    descriptionKey: `cards.${id}.description`,
    isNew,
    permission,
    variants,
  };
}

const ALWAYS: readonly HomeCardVariant[] = [{}];

/** Menu entries with their gates, in display order (spec 1 §2 Home, §6; spec 3 §2.15, §6). */
export const HOME_CARDS: readonly HomeCardDefinition[] = [
  card('generalSettings', 'members', '/members', 'members', 'tenant-members', ALWAYS),
  card('generalSettings', 'agent', '/agent', 'agent', 'tenant-billing', [{ metrics: ['Agent'] }]),
  card('generalSettings', 'mtls', '/mtls', 'certificate', 'tenant-members', [{ toggle: MTLS_TOGGLE }]),
  card(
    'generalSettings',
    'knowledgeBase',
    '/knowledge-base',
    'knowledge-base',
    'tenant-workspace',
    [{ toggle: KNOWLEDGE_BASE_TOGGLE }],
    true,
  ),
  card(
    'generalSettings',
    'pipeline',
    '/pipeline',
    'pipeline',
    'tenant-members',
    [{ toggle: PIPELINE_TOGGLE }],
    true,
  ),
  card('featureManagement', 'copilot', '/copilot', 'copilot', 'tenant-members', ALWAYS, true),
  card('featureManagement', 'calls', '/calls', 'calls', 'tenant-members', [{ toggle: CALLS_TOGGLE }], true),
  card('usageData', 'contractRevenue', '/revenue', 'revenue', 'tenant-billing', [
    { toggle: 'tenant-consumption', metrics: ['MonthlyActiveUser', 'ExchangedMessage'] },
    {
      toggle: 'billing-monthly-engaged-user-consumption',
      metrics: ['MonthlyEngagedUser', 'ExchangedMessage'],
    },
  ]),
  card('usageData', 'dailyActiveUsers', '/daily-active-users', 'daily-active-users', 'tenant-billing', [
    { toggle: 'billing-daily-active-users-consumption', metrics: ['DailyActiveUser'] },
  ]),
  card('usageData', 'dailyEngagedUsers', '/daily-engaged-users', 'daily-engaged-users', 'tenant-billing', [
    { toggle: 'billing-daily-engaged-user-consumption', metrics: ['DailyEngagedUser'] },
  ]),
  card('usageData', 'sessionConsumption', '/session-consumption', 'conversation', 'tenant-billing', [
    { toggle: 'billing-session-consumption', metrics: ['Session'] },
  ]),
  card('usageData', 'agentConsumption', '/agent-consumption', 'agents-usage', 'tenant-billing', [
    { toggle: 'billing-agent-consumption', metrics: ['Agent'] },
  ]),
  card(
    'usageData',
    'dataConsumption',
    '/data-consumption',
    'usage-report',
    'tenant-billing',
    [{ toggle: DATA_CONSUMPTION_TOGGLE, metrics: METRIC_IDS }],
    true,
  ),
];
