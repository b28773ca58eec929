import type { AgentConsumption, AgentRecord } from '../../domain/agents/agent.entity';
import { finiteNumber, isFields, nonEmptyText } from '../shared/command-resource';
import { decodedAccountName } from '../shared/identity';

/**
 * One item of GET /tenants/{tenantId}/agents (spec 1 §3, §7): isEnabled is copied to
 * enabled; a missing name or e-mail is the URL-decoded part of userIdentity before '@'.
 * Items without an identity cannot be saved or deleted, so they are dropped.
 */
export function toAgentRecord(raw: unknown, tenantId: string): AgentRecord | null {
  if (!isFields(raw)) return null;
  const userIdentity = nonEmptyText(raw['userIdentity']);
  if (userIdentity === undefined) return null;
  const accountName = decodedAccountName(userIdentity);
  const isEnabled = raw['isEnabled'] === true || raw['isEnabled'] === 'true';
  return {
    tenantId: nonEmptyText(raw['tenantId']) ?? tenantId,
    userIdentity,
    fullName: nonEmptyText(raw['fullName']) ?? accountName,
    email: nonEmptyText(raw['email']) ?? accountName,
    roleId: nonEmptyText(raw['roleId']) ?? 'guest',
    userStatus: nonEmptyText(raw['userStatus']) ?? '',
    isEnabled,
    enabled: isEnabled,
    creationDate: nonEmptyText(raw['creationDate']),
    applications: Array.isArray(raw['applications'])
      ? raw['applications'].filter((name): name is string => typeof name === 'string' && name.trim() !== '')
      : [],
  };
}

/** The agent object the portal saves (spec 1 §7 'agents-is-enabled'): its own fields only. */
export function agentResource(agent: AgentRecord): Record<string, unknown> {
  const resource: Record<string, unknown> = {
    tenantId: agent.tenantId,
    userIdentity: agent.userIdentity,
    fullName: agent.fullName,
    email: agent.email,
    roleId: agent.roleId,
    userStatus: agent.userStatus,
    isEnabled: agent.isEnabled,
    applications: [...agent.applications],
  };
  if (agent.creationDate !== undefined) resource['creationDate'] = agent.creationDate;
  return resource;
}

/** One row of the monthly consumption by agent; rows without an e-mail match nobody. */
export function toAgentConsumption(raw: unknown): AgentConsumption | null {
  if (!isFields(raw)) return null;
  const agentEmail = nonEmptyText(raw['agentEmail']);
  if (agentEmail === undefined) return null;
  return {
    agentEmail,
    firstTicketDate: nonEmptyText(raw['firstTicketDate']),
    totalTickets: finiteNumber(raw['totalTickets']),
  };
}
