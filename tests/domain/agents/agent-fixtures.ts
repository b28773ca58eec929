import type { Agent, AgentRecord } from '../../../src/domain/agents/agent.entity';

/**
 * An agent as the portal lists it. Its `portalRecord` is the object the portal would have sent
 * for the same fields (unless the test gives its own).
 */
export function agentRecord(overrides: Partial<AgentRecord> = {}): AgentRecord {
  const email = overrides.email ?? 'ana@acme.com';
  const { portalRecord, ...fields } = {
    tenantId: 'acme',
    userIdentity: `${encodeURIComponent(email)}@blip.ai`,
    fullName: 'Ana Souza',
    email,
    roleId: 'guest',
    userStatus: 'Accepted',
    isEnabled: true,
    enabled: true,
    creationDate: '2025-01-10T10:00:00.000Z',
    applications: [] as readonly string[],
    ...overrides,
  };
  const { enabled: _enabled, ...listed } = fields;
  return { ...fields, portalRecord: portalRecord ?? { ...listed, applications: [...listed.applications] } };
}

export function agent(overrides: Partial<Agent> = {}): Agent {
  return {
    ...agentRecord(overrides),
    triggered: false,
    firstAttendance: undefined,
    ticketsCount: 0,
    ...overrides,
  };
}
