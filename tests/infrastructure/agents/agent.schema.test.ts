import { describe, expect, it } from 'vitest';
import {
  AGENT_CONSUMPTIONS,
  agentRecord,
  agentResource,
  agentsPage,
} from '../../../src/infrastructure/agents/agent.schema';
import { parsedOrNone, readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

/** One item as a page reads it: the agent, or null when it is dropped. */
const toAgentRecord = (raw: unknown, tenantId: string) => parsedOrNone(agentRecord(tenantId), raw)[0] ?? null;
const agentItemsOf = (answer: unknown) => readAnswer(agentsPage('acme'), answer, 'tenant agents');
const toAgentConsumptions = (answer: unknown) =>
  readAnswer(AGENT_CONSUMPTIONS, answer, 'monthly agent consumption');

describe('issue 36 §3: the agent schema (spec 1 §3 Agent, §7)', () => {
  it('spec 1 §3: a missing fullName or email is the URL-decoded part of userIdentity before @', () => {
    expect(toAgentRecord({ userIdentity: 'ana.souza%40acme.com@blip.ai', isEnabled: true }, 'acme')).toEqual({
      tenantId: 'acme',
      userIdentity: 'ana.souza%40acme.com@blip.ai',
      fullName: 'ana.souza@acme.com',
      email: 'ana.souza@acme.com',
      roleId: 'guest',
      userStatus: '',
      isEnabled: true,
      enabled: true,
      creationDate: undefined,
      applications: [],
      portalRecord: { userIdentity: 'ana.souza%40acme.com@blip.ai', isEnabled: true },
    });
  });

  it('spec 1 §7: isEnabled is copied to enabled (absent means disabled)', () => {
    expect(toAgentRecord({ userIdentity: 'a@blip.ai' }, 'acme')).toMatchObject({
      isEnabled: false,
      enabled: false,
    });
    expect(toAgentRecord({ userIdentity: 'a@blip.ai', isEnabled: 'true' }, 'acme')).toMatchObject({
      enabled: true,
    });
  });

  it('items without an identity are dropped', () => {
    expect(toAgentRecord({ fullName: 'x' }, 'acme')).toBeNull();
    expect(toAgentRecord('junk', 'acme')).toBeNull();
  });

  it('keeps only text applications', () => {
    expect(
      toAgentRecord({ userIdentity: 'a@blip.ai', applications: ['faq', 3, '', 'sales'] }, 'acme')
        ?.applications,
    ).toEqual(['faq', 'sales']);
  });
});

describe("issue 36 §3: agentResource: the portal's own agent object goes back (issue 35 §1)", () => {
  /** As a portal may list it: no name, e-mail or role, a field the module does not know, a blank bot. */
  const listed = {
    userIdentity: 'ana%40acme.com@blip.ai',
    tenantId: 'acme',
    isEnabled: true,
    applications: ['faq', '', 'sales'],
    deskTeams: ['support'],
  };

  it('the switch: the object as listed, with only isEnabled changed (no name, e-mail or role made up)', () => {
    const record = toAgentRecord(listed, 'acme')!;
    expect(record).toMatchObject({
      fullName: 'ana@acme.com',
      roleId: 'guest',
      applications: ['faq', 'sales'],
    });
    expect(agentResource({ ...record, isEnabled: false, enabled: false })).toEqual({
      ...listed,
      isEnabled: false,
    });
  });

  it('the non-triggerable path: isEnabled false and applications cleared, the rest as listed', () => {
    const record = toAgentRecord(listed, 'acme')!;
    expect(agentResource({ ...record, isEnabled: false, enabled: false, applications: [] })).toEqual({
      ...listed,
      isEnabled: false,
      applications: [],
    });
  });

  it('the screen never writes into what goes back: the record is a copy of the item', () => {
    const item = { ...listed };
    const record = toAgentRecord(item, 'acme')!;
    item.isEnabled = false;
    expect(record.portalRecord['isEnabled']).toBe(true);
  });
});

describe('issue 36 §3: agent answer schemas: the lists', () => {
  it('a list without items is one typed error naming the field', () => {
    expect(malformedAnswerOf(() => agentItemsOf({ agents: [] }))).toMatchObject({
      kind: 'malformed',
      what: 'tenant agents',
      field: 'items',
    });
    expect(malformedAnswerOf(() => toAgentConsumptions(null))).toMatchObject({
      what: 'monthly agent consumption',
      field: '',
    });
  });

  it('issue 36 §3: a page counts every item it holds (for paging), and keeps the agents of its contract', () => {
    const page = readAnswer(
      agentsPage('acme'),
      { items: [{ userIdentity: 'a@blip.ai' }, 'x', {}] },
      'tenant agents',
    );
    expect(page.size).toBe(3);
    expect(page.agents.map((agent) => [agent.userIdentity, agent.tenantId])).toEqual([['a@blip.ai', 'acme']]);
  });

  it('consumption rows without an e-mail are dropped; a blank first ticket date is none', () => {
    expect(
      toAgentConsumptions({
        items: [{ agentEmail: 'a@b.c', totalTickets: '4', firstTicketDate: ' ' }, { totalTickets: 1 }, 'x'],
      }),
    ).toEqual([{ agentEmail: 'a@b.c', firstTicketDate: undefined, totalTickets: 4 }]);
  });
});
