import { describe, expect, it } from 'vitest';
import {
  buildDataset,
  SCENARIO_COUNTS,
  type DatasetInput,
} from '../../../../../simulator/fake-host/backend/dataset/scenarios';
import { identityKey } from '../../../../../simulator/fake-host/backend/identity';
import { REFERENCE_DATE } from '../../../../infrastructure/support/memory-host';

const input = (overrides: Partial<DatasetInput> = {}): DatasetInput => ({
  seed: 1,
  scenario: 'default',
  role: 'admin',
  culture: 'pt-BR',
  counts: SCENARIO_COUNTS.default,
  domains: { BLIP_DOMAIN: 'blip.ai', MSGING_DOMAIN: 'msging.net' },
  now: REFERENCE_DATE,
  ...overrides,
});

describe('dataset determinism', () => {
  it('same seed → the same dataset', () => {
    expect(buildDataset(input())).toEqual(buildDataset(input()));
  });

  it('different seed → different data', () => {
    const a = buildDataset(input({ seed: 1 }));
    const b = buildDataset(input({ seed: 2 }));
    expect(a.members.map((m) => m.email)).not.toEqual(b.members.map((m) => m.email));
  });

  it('the role option changes only the logged user’s role', () => {
    const admin = buildDataset(input({ role: 'admin' }));
    const guest = buildDataset(input({ role: 'guest' }));
    expect(guest.members[0]?.roleId).toBe('guest');
    expect(guest.members.slice(1)).toEqual(admin.members.slice(1));
  });
});

describe("scenario 'default'", () => {
  const data = buildDataset(input());

  it('has ~40 members with a few pending both ways, the logged user first', () => {
    expect(data.members).toHaveLength(40);
    expect(data.members[0]?.userIdentity).toBe(data.loggedUser.identity);
    const count = (status: string): number => data.members.filter((m) => m.userStatus === status).length;
    expect(count('PendingUser')).toBe(3);
    expect(count('PendingTenant')).toBe(3);
    expect(count('Accepted')).toBe(34);
  });

  it('uses url-encoded e-mail identities on the platform domain, all unique', () => {
    for (const member of data.members) {
      expect(member.userIdentity).toBe(`${encodeURIComponent(member.email)}@blip.ai`);
    }
    expect(new Set(data.members.map((m) => identityKey(m.userIdentity))).size).toBe(40);
  });

  it('mixes Brazilian, English and Spanish names', () => {
    const cultures = new Set(data.members.map((m) => m.culture));
    expect(cultures).toEqual(new Set(['pt-BR', 'en-US', 'es-ES']));
  });

  it('has 12 bots, an owner who is another accepted admin, and agents', () => {
    expect(data.bots).toHaveLength(12);
    const owner = data.members.find((m) => m.userIdentity === data.tenant.ownerIdentity);
    expect(owner?.roleId).toBe('admin');
    expect(owner?.userStatus).toBe('Accepted');
    expect(owner?.userIdentity).not.toBe(data.loggedUser.identity);
    expect(data.agents.length).toBeGreaterThan(0);
  });

  it('the logged user is nobody’s unique bot admin, so they may leave', () => {
    const unique = data.bots.filter((b) => b.admins.length === 1 && b.admins[0] === data.loggedUser.identity);
    expect(unique).toEqual([]);
  });

  it('spec 3 §7.5: plan advanced with the six subscription metrics; agent plan notConfigured', () => {
    expect(data.subscription.planName).toBe('advanced');
    expect(data.tenant.plan).toBe('advanced');
    expect(data.subscription.items.map((i) => i.metricId)).toEqual([
      'Agent',
      'DailyActiveUser',
      'DailyEngagedUser',
      'Session',
      'MonthlyActiveUser',
      'ExchangedMessage',
    ]);
    expect(data.agentPlan).toEqual({ hasActivePaidPlan: false, isTrial: false, reason: 'notConfigured' });
  });

  it('spec 1 §5: the contract name has 2 to 15 characters', () => {
    expect(data.tenant.name.length).toBeGreaterThanOrEqual(2);
    expect(data.tenant.name.length).toBeLessThanOrEqual(15);
  });
});

describe("scenario 'empty'", () => {
  const data = buildDataset(input({ scenario: 'empty', counts: SCENARIO_COUNTS.empty, role: 'member' }));

  it('is a new contract: the logged user alone, owner, no bots, no agents', () => {
    expect(data.members).toHaveLength(1);
    expect(data.members[0]).toMatchObject({
      userIdentity: data.loggedUser.identity,
      roleId: 'member',
      userStatus: 'Accepted',
    });
    expect(data.tenant.ownerIdentity).toBe(data.loggedUser.identity);
    expect(data.bots).toEqual([]);
    expect(data.agents).toEqual([]);
  });

  it('has the free plan and a subscription with no items', () => {
    expect(data.subscription).toEqual({ planName: 'free', items: [] });
  });
});

describe('data scale', () => {
  // Its speed shows in the browser: the members tests at 10,000 load this dataset (issue 19 §1:
  // no milliseconds in a unit test).
  it('builds 10,000 unique members', () => {
    const data = buildDataset(input({ counts: { ...SCENARIO_COUNTS.default, members: 10000, bots: 40 } }));
    expect(data.members).toHaveLength(10000);
    expect(new Set(data.members.map((m) => m.email)).size).toBe(10000);
    expect(data.bots).toHaveLength(40);
    expect(new Set(data.bots.map((b) => b.shortName)).size).toBe(40);
  });
});
