import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { idleAllAgents, keepUnderAgentLimit, reachAgentLimit } from '../dataset/agents-at-limit';
import type { FakeAgentRecord } from '../dataset/fake-data';
import { addAgents } from '../dataset/state-changes';
import { invalidArgument, notAllowed, notFound } from '../fake-host.error';
import { accountNameOf, safeDecode, sameIdentity } from '../identity';
import { MediaTypes } from '../../../../src/infrastructure/shared/media-types';
import { agentMonthRows } from './agents-consumption.rows';
import { collection, isRecord, pageOf, pageWindow, requireTenant, viewerMember } from './route-helpers';

/** Default `$take` of the agents list: the shipped TENANT_AGENTS_PAGE_SIZE. */
const DEFAULT_AGENT_PAGE = 20;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const EMAIL = /^[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}$/;

function agentView(agent: FakeAgentRecord): Record<string, unknown> {
  const view: Record<string, unknown> = {
    tenantId: agent.tenantId,
    userIdentity: agent.userIdentity,
    email: agent.email,
    roleId: agent.roleId,
    userStatus: agent.userStatus,
    isEnabled: agent.isEnabled,
    creationDate: agent.creationDate,
    applications: [...agent.applications],
  };
  if (agent.fullName !== '') view['fullName'] = agent.fullName;
  return view;
}

function findAgent(context: FakeBackendContext, identity: string): FakeAgentRecord {
  const agent = context.data.agents.find((candidate) => sameIdentity(candidate.userIdentity, identity));
  if (agent === undefined) throw notFound(`agent '${identity}'`);
  return agent;
}

/** Editing agents is an admin's (spec 1 §6: edit on tenant-members). */
function requireEditor(context: FakeBackendContext): void {
  if (viewerMember(context)?.roleId !== 'admin') throw notAllowed('only admins edit agents');
}

/** `$take`: a positive count, or -1 / absent for every row (spec 3 §5.1). */
function readTake(raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '' || raw.trim() === '-1') return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) throw invalidArgument('$take must be -1 or a non-negative integer');
  const take = Number(raw.trim());
  return take === 0 ? undefined : take;
}

/**
 * Help-desk agents (spec 1 §7): the portal's list and commands, the desk's owners and the
 * billing service's monthly consumption by agent (spec 3 §7.2).
 */
export const agentsRoutes: FakeRouteModule = {
  name: 'agents',
  register(router, context) {
    const { portal, desk, billing } = context.addresses;
    // Scenario data is settled here, before any command is answered (the dataset builder is
    // shared; what the agents' plan limit looks like is this feature's concern).
    if (context.scenario === 'agents-at-limit') reachAgentLimit(context.data);
    else if (context.scenario === 'default') keepUnderAgentLimit(context.data);
    else if (context.scenario === 'agents-idle') idleAllAgents(context.data);

    router.on(portal, 'get', '/tenants/{tenantId}/agents', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      const page = pageOf(context.data.agents, pageWindow(query, DEFAULT_AGENT_PAGE), 'tenant agents');
      return collection(MediaTypes.tenantAgentUser, page.map(agentView));
    });

    router.on(portal, 'set', '/tenants/{tenantId}/agents-is-enabled', ({ params, command }) => {
      requireTenant(context, params['tenantId']);
      requireEditor(context);
      const resource = command.resource;
      if (!isRecord(resource) || typeof resource['userIdentity'] !== 'string') {
        throw invalidArgument('the agent resource needs a userIdentity');
      }
      if (typeof resource['isEnabled'] !== 'boolean') throw invalidArgument('isEnabled must be a boolean');
      const agent = findAgent(context, resource['userIdentity']);
      agent.isEnabled = resource['isEnabled'];
      const applications = resource['applications'];
      if (Array.isArray(applications)) {
        agent.applications = applications.filter((name): name is string => typeof name === 'string');
      }
      return undefined;
    });

    router.on(portal, 'delete', '/tenants/{tenantId}/agents/{userIdentity}', ({ params }) => {
      requireTenant(context, params['tenantId']);
      requireEditor(context);
      const agent = findAgent(context, params['userIdentity'] ?? '');
      if (agent.ticketsThisMonth > 0) throw notAllowed('an agent triggered this month cannot be deleted');
      context.data.agents.splice(context.data.agents.indexOf(agent), 1);
      return undefined;
    });

    router.on(portal, 'set', '/tenants/{tenantId}/agents', ({ params, command }) => {
      requireTenant(context, params['tenantId']);
      requireEditor(context);
      const resource = command.resource;
      const items = isRecord(resource) ? resource['items'] : undefined;
      if (!Array.isArray(items) || items.length === 0)
        throw invalidArgument('at least one agent is required');
      const emails = items.map((item) => {
        const identity = isRecord(item) ? item['userIdentity'] : undefined;
        const email = typeof identity === 'string' ? safeDecode(accountNameOf(identity)).trim() : '';
        if (!EMAIL.test(email)) throw invalidArgument(`invalid agent address '${String(identity)}'`);
        return email;
      });
      addAgents(context, emails);
      return undefined;
    });

    router.on(desk, 'get', '/tenants/{tenantId}/agents/{userIdentity}/owners', ({ params }) => {
      requireTenant(context, params['tenantId']);
      const agent = findAgent(context, params['userIdentity'] ?? '');
      const owners = agent.applications.map((shortName) => `${shortName}@${context.domains.MSGING_DOMAIN}`);
      return collection('text/plain', owners);
    });

    router.on(billing, 'get', '/tenants/{tenantId}/agents/monthly/by-agent', ({ params, query }) => {
      requireTenant(context, params['tenantId']);
      const month = query['month'] ?? '';
      if (!MONTH.test(month)) throw invalidArgument('month must be YYYY-MM');
      const take = readTake(query['$take']);
      const plan = context.data.subscription.items.find((item) => item.metricId === 'Agent');
      const rows = agentMonthRows(context, month, plan?.quantity ?? -1);
      return collection('application/json', take === undefined ? rows : rows.slice(0, take));
    });
  },
};
