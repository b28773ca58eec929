import type { FakeDataset } from './fake-data';

/**
 * Contract-card and leave-contract scenarios (issue 3): the default contract with one thing
 * changed, so each branch of the leave flow can be driven from the simulator.
 * - owner: the logged user owns the contract (no 'Leave contract' link);
 * - only-contract: the logged user belongs to this contract only;
 * - bot-owner: the logged user is the only admin of a chatbot (cannot leave);
 * - corrupt-last-used: extras.lastUsedTenants is not valid JSON (falls back to the tenant list).
 */
export const TENANT_SCENARIO_NAMES = ['owner', 'only-contract', 'bot-owner', 'corrupt-last-used'] as const;
export type TenantScenarioName = (typeof TENANT_SCENARIO_NAMES)[number];

/** The default contract's size, shared by the scenarios that change one thing in it. */
export const DEFAULT_COUNTS = { members: 40, bots: 12, agents: 15, rows: 60 } as const;

export const TENANT_SCENARIO_COUNTS: Readonly<Record<TenantScenarioName, typeof DEFAULT_COUNTS>> = {
  owner: DEFAULT_COUNTS,
  'only-contract': DEFAULT_COUNTS,
  'bot-owner': DEFAULT_COUNTS,
  'corrupt-last-used': DEFAULT_COUNTS,
};

/** The dataset as the scenario wants it; other scenarios pass through untouched. */
export function applyTenantScenario(scenario: string, data: FakeDataset): FakeDataset {
  const viewer = data.loggedUser.identity;
  switch (scenario) {
    case 'owner':
      data.tenant.ownerIdentity = viewer;
      return data;
    case 'only-contract':
      data.otherTenants.splice(0, data.otherTenants.length);
      return data;
    case 'bot-owner': {
      const bot = data.bots[0];
      if (bot !== undefined) bot.admins = [viewer];
      return data;
    }
    case 'corrupt-last-used': {
      // Cut short mid-array, as a truncated write would leave it.
      const ids = [data.tenant.id, ...data.otherTenants.map((tenant) => tenant.id)];
      const corrupt = `["${ids.join('", "')}", `;
      return { ...data, loggedUser: { ...data.loggedUser, lastUsedTenants: corrupt } };
    }
    default:
      return data;
  }
}
