import type { Agent, AgentRecord } from '../../../src/domain/agents/agent.entity';

export function agentRecord(overrides: Partial<AgentRecord> = {}): AgentRecord {
  const email = overrides.email ?? 'ana@acme.com';
  return {
    tenantId: 'acme',
    userIdentity: `${encodeURIComponent(email)}@blip.ai`,
    fullName: 'Ana Souza',
    email,
    roleId: 'guest',
    userStatus: 'Accepted',
    isEnabled: true,
    enabled: true,
    creationDate: '2025-01-10T10:00:00.000Z',
    applications: [],
    ...overrides,
  };
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
