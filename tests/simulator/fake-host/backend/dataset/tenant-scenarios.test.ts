import { describe, expect, it } from 'vitest';
import { SCENARIO_NAMES } from '../../../../../simulator/fake-host/backend/dataset/scenarios';
import { memoryHost } from '../../../../infrastructure/support/memory-host';
import { fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const PORTAL = 'postmaster@portal.blip.ai';
const uniqueAdminApps = (scenario: 'default' | 'bot-owner') => {
  const backend = fakeBackend({ scenario });
  const uri = `/tenants/${backend.data.tenant.id}/unique-admin-applications/${backend.data.loggedUser.identity}`;
  return (backend.execute({ to: PORTAL, method: 'get', uri }) as { items: unknown[] }).items;
};

describe('contract card scenarios (issue 3, item 5)', () => {
  it('the simulator offers owner, only-contract, bot-owner and corrupt-last-used', () => {
    expect(SCENARIO_NAMES).toEqual(
      expect.arrayContaining(['owner', 'only-contract', 'bot-owner', 'corrupt-last-used']),
    );
  });

  it("'default': the logged user neither owns the contract nor is the only admin of a chatbot, and has other contracts", () => {
    const backend = fakeBackend();
    expect(backend.data.tenant.ownerIdentity).not.toBe(backend.data.loggedUser.identity);
    expect(uniqueAdminApps('default')).toEqual([]);
    expect(backend.data.otherTenants.length).toBeGreaterThan(0);
  });

  it("'owner': the logged user owns the contract", () => {
    const backend = fakeBackend({ scenario: 'owner' });
    expect(backend.data.tenant.ownerIdentity).toBe(backend.data.loggedUser.identity);
  });

  it("'only-contract': the contract is the user's only one", () => {
    const backend = fakeBackend({ scenario: 'only-contract' });
    expect(backend.data.otherTenants).toEqual([]);
    expect(
      (backend.execute({ to: PORTAL, method: 'get', uri: '/tenants-mine' }) as { items: unknown[] }).items,
    ).toHaveLength(1);
  });

  it("'bot-owner': the logged user is the only admin of a chatbot", () => {
    expect(uniqueAdminApps('bot-owner')).toHaveLength(1);
  });

  it("'corrupt-last-used': the host answers a lastUsedTenants that is not valid JSON", async () => {
    const { host } = memoryHost({ scenario: 'corrupt-last-used' });
    const user = (await host.handle('getUserContext', 'getCurrentUser')) as {
      extras: { lastUsedTenants: string };
    };
    expect(() => JSON.parse(user.extras.lastUsedTenants) as unknown).toThrow();
    expect(user.extras.lastUsedTenants.startsWith('["')).toBe(true);
  });

  it('other scenarios keep the lastUsedTenants built from the tenants', async () => {
    const { host } = memoryHost();
    const user = (await host.handle('getUserContext', 'getCurrentUser')) as {
      extras: { lastUsedTenants: string };
    };
    expect(JSON.parse(user.extras.lastUsedTenants)).toEqual([
      host.state.tenant.id,
      ...host.state.otherTenants.map((t) => t.id),
    ]);
  });
});
