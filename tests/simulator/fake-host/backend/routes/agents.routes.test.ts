import { describe, expect, it } from 'vitest';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const PORTAL = 'postmaster@portal.blip.ai';
const DESK = 'postmaster@desk.msging.net';
const BILLING = 'postmaster@billing.blip.ai';

type Collection = { total: number; itemType: string; items: Array<Record<string, unknown>> };

const agentQuantity = (backend: ReturnType<typeof fakeBackend>) =>
  backend.data.subscription.items.find((item) => item.metricId === 'Agent')!.quantity;
const triggeredCount = (backend: ReturnType<typeof fakeBackend>) =>
  backend.data.agents.filter((agent) => agent.ticketsThisMonth > 0).length;

describe('agents routes: data and scenarios', () => {
  it('issue 4: the default contract has agents with bots, some triggered this month and some not, under its limit', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const backend = fakeBackend({ seed });
      const triggered = triggeredCount(backend);
      expect(backend.data.agents.some((agent) => agent.applications.length > 1)).toBe(true);
      expect(triggered).toBeGreaterThan(0);
      expect(triggered).toBeLessThan(backend.data.agents.length);
      expect(triggered).toBeLessThan(agentQuantity(backend));
    }
  });

  it("issue 4: scenario 'agents-at-limit' reaches the plan's Agent limit, with disabled and enabled idle agents", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const backend = fakeBackend({ scenario: 'agents-at-limit', seed });
      expect(backend.data.agents).toHaveLength(40);
      expect(triggeredCount(backend)).toBe(agentQuantity(backend));
      const idle = backend.data.agents.filter((agent) => agent.ticketsThisMonth === 0);
      expect(idle.some((agent) => !agent.isEnabled)).toBe(true);
      expect(idle.some((agent) => agent.isEnabled)).toBe(true);
    }
  });
});

describe('agents routes: portal', () => {
  it('spec 1 §7: GET /tenants/{tenantId}/agents pages the agents; past the end is 67', () => {
    const backend = fakeBackend({ scenario: 'agents-at-limit' });
    const id = backend.data.tenant.id;
    const page = (skip: number) =>
      backend.execute({
        to: PORTAL,
        method: 'get',
        uri: `/tenants/${id}/agents?$skip=${skip}&$take=20`,
      }) as Collection;
    expect(page(0).items).toHaveLength(20);
    expect(page(20).items).toHaveLength(20);
    expect(page(0).itemType).toBe('application/vnd.blip.portal.tenant-agent-user+json');
    expect(failureOf(() => page(40)).code).toBe(67);
  });

  it('spec 1 §7: agents-is-enabled saves isEnabled (and the applications sent)', () => {
    const backend = fakeBackend();
    const id = backend.data.tenant.id;
    const agent = backend.data.agents.find(
      (candidate) => candidate.isEnabled && candidate.applications.length > 0,
    )!;
    backend.execute({
      to: PORTAL,
      method: 'set',
      uri: `/tenants/${id}/agents-is-enabled`,
      type: 'application/vnd.blip.portal.tenant-agent-user+json',
      resource: { userIdentity: agent.userIdentity, isEnabled: false, applications: [] },
    });
    expect(agent).toMatchObject({ isEnabled: false, applications: [] });
  });

  it('agents-is-enabled refuses a bad resource (64), an unknown agent (67) and a non-admin (66)', () => {
    const backend = fakeBackend();
    const uri = `/tenants/${backend.data.tenant.id}/agents-is-enabled`;
    expect(failureOf(() => backend.execute({ to: PORTAL, method: 'set', uri, resource: {} })).code).toBe(64);
    expect(
      failureOf(() =>
        backend.execute({
          to: PORTAL,
          method: 'set',
          uri,
          resource: { userIdentity: 'x@blip.ai', isEnabled: true },
        }),
      ).code,
    ).toBe(67);
    const guest = fakeBackend({ role: 'guest' });
    const agent = guest.data.agents[0]!;
    expect(
      failureOf(() =>
        guest.execute({
          to: PORTAL,
          method: 'set',
          uri: `/tenants/${guest.data.tenant.id}/agents-is-enabled`,
          resource: { userIdentity: agent.userIdentity, isEnabled: true },
        }),
      ).code,
    ).toBe(66);
  });

  it('spec 1 §4: DELETE removes a non-triggered agent and refuses a triggered one', () => {
    const backend = fakeBackend();
    const id = backend.data.tenant.id;
    const idle = backend.data.agents.find((agent) => agent.ticketsThisMonth === 0)!;
    const busy = backend.data.agents.find((agent) => agent.ticketsThisMonth > 0)!;
    const del = (identity: string) =>
      backend.execute({ to: PORTAL, method: 'delete', uri: `/tenants/${id}/agents/${identity}` });
    expect(failureOf(() => del(busy.userIdentity)).code).toBe(66);
    del(idle.userIdentity);
    expect(backend.data.agents).not.toContain(idle);
    expect(failureOf(() => del(idle.userIdentity)).code).toBe(67);
  });

  it('spec 1 §7: SET /tenants/{tenantId}/agents adds the collection; empty or bad addresses are 64', () => {
    const backend = fakeBackend();
    const uri = `/tenants/${backend.data.tenant.id}/agents`;
    const set = (items: unknown) =>
      backend.execute({
        to: PORTAL,
        method: 'set',
        uri,
        type: 'application/vnd.lime.collection+json',
        resource: { itemType: 'application/vnd.blip.portal.tenant-agent-user+json', items },
      });
    expect(failureOf(() => set([])).code).toBe(64);
    expect(failureOf(() => set([{ userIdentity: 'not-an-email@blip.ai' }])).code).toBe(64);
    set([{ userIdentity: 'carla%40acme.com@blip.ai' }]);
    expect(backend.data.agents.at(-1)).toMatchObject({
      email: 'carla@acme.com',
      isEnabled: true,
      ticketsThisMonth: 0,
    });
  });
});

describe('agents routes: desk and billing', () => {
  it("spec 1 §7: the desk owners are 'botShortName@{messaging domain}'", () => {
    const backend = fakeBackend();
    const agent = backend.data.agents.find((candidate) => candidate.applications.length > 0)!;
    const answer = backend.execute({
      to: DESK,
      method: 'get',
      uri: `/tenants/${backend.data.tenant.id}/agents/${encodeURIComponent(agent.userIdentity)}/owners`,
    }) as { items: string[] };
    expect(answer.items).toEqual(agent.applications.map((bot) => `${bot}@msging.net`));
  });

  it('spec 3 §7.2: the reference month lists the triggered agents with their tickets; extra charge past the limit', () => {
    const backend = fakeBackend({ scenario: 'agents-at-limit' });
    const id = backend.data.tenant.id;
    const get = (query: string) =>
      backend.execute({
        to: BILLING,
        method: 'get',
        uri: `/tenants/${id}/agents/monthly/by-agent?${query}`,
      }) as Collection;
    const rows = get('month=2025-03&$take=-1').items;
    expect(rows).toHaveLength(triggeredCount(backend));
    expect(rows[0]).toEqual({
      agentName: expect.any(String),
      agentEmail: expect.any(String),
      extraCharge: false,
      totalTickets: expect.any(Number),
      firstTicketDate: expect.stringMatching(/^2025-03-/),
      lastTicketDate: expect.stringMatching(/^2025-03-/),
    });
    expect(rows.every((row) => row.extraCharge === false)).toBe(true);
    expect(get('month=2025-03&$take=2').items).toHaveLength(2);
  });

  it('spec 3 §7.2: earlier months are seeded and stable; later months are empty; a bad month is 64', () => {
    const backend = fakeBackend();
    const id = backend.data.tenant.id;
    const get = (month: string) =>
      backend.execute({
        to: BILLING,
        method: 'get',
        uri: `/tenants/${id}/agents/monthly/by-agent?month=${month}`,
      }) as Collection;
    const past = get('2025-01').items;
    expect(past.length).toBeGreaterThan(0);
    expect(get('2025-01').items).toEqual(past);
    expect(past.every((row) => String(row.firstTicketDate).startsWith('2025-01'))).toBe(true);
    expect(get('2025-04').items).toEqual([]);
    expect(failureOf(() => get('2025-13')).code).toBe(64);
  });
});
