import type { RoleId } from '../../../../src/domain/access/role';
import type { ServiceDomains } from '../../../../src/infrastructure/shared/service-addresses';
import { identityFor } from '../identity';
import { derivePrng, type Prng } from '../prng';
import { CONVERSATION_SCENARIO_COUNTS, CONVERSATION_SCENARIO_NAMES } from './conversation-scenarios';
import type { FakeDataset, FakeLoggedUser, FakeSubscription, FakeTenantRecord } from './fake-data';
import { FEATURE_SCENARIO_COUNTS, FEATURE_SCENARIO_NAMES, seedCallsTerms } from './feature-scenarios';
import { CLUSTER_NAMES, NAME_POOLS, TENANT_NAMES, slug, type Culture, type NamePool } from './names';
import { daysBefore, PeopleFactory } from './people';
import { advancedSubscription, freeSubscription, seedAgentPlan } from './seed-billing';
import { seedAgents } from './seed-agents';
import { seedBots } from './seed-bots';
import { pickOwner, seedMembers } from './seed-members';
import { PORTAL_SCENARIO_COUNTS, PORTAL_SCENARIO_NAMES } from './portal-scenarios';
import { REPORT_SCENARIO_COUNTS, REPORT_SCENARIO_NAMES } from './report-scenarios';
import { applyTenantScenario, TENANT_SCENARIO_COUNTS, TENANT_SCENARIO_NAMES } from './tenant-scenarios';

export const SCENARIO_NAMES = [
  'default',
  'empty',
  'agents-at-limit',
  ...TENANT_SCENARIO_NAMES,
  ...FEATURE_SCENARIO_NAMES,
  ...CONVERSATION_SCENARIO_NAMES,
  ...REPORT_SCENARIO_NAMES,
  ...PORTAL_SCENARIO_NAMES,
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIO_NAMES as readonly string[]).includes(value);
}

export interface ScenarioCounts {
  readonly members: number;
  readonly bots: number;
  readonly agents: number;
  /** Report rows, for the report routes' generated series. */
  readonly rows: number;
}

/** 'default': a rich contract; 'empty': a new contract with the logged user alone. */
export const SCENARIO_COUNTS: Readonly<Record<ScenarioName, ScenarioCounts>> = {
  default: { members: 40, bots: 12, agents: 15, rows: 60 },
  empty: { members: 1, bots: 0, agents: 0, rows: 0 },
  // The default contract with twice the agents' pages; the plan's limit is set by the agents routes.
  'agents-at-limit': { members: 40, bots: 12, agents: 40, rows: 60 },
  ...TENANT_SCENARIO_COUNTS,
  ...FEATURE_SCENARIO_COUNTS,
  ...CONVERSATION_SCENARIO_COUNTS,
  ...REPORT_SCENARIO_COUNTS,
  ...PORTAL_SCENARIO_COUNTS,
};

export interface DatasetInput {
  readonly seed: number;
  readonly scenario: ScenarioName;
  readonly role: RoleId;
  readonly culture: Culture;
  readonly counts: ScenarioCounts;
  readonly domains: ServiceDomains;
  readonly now: Date;
}

/** Same input (seed, scenario, counts, reference date) → the same dataset, value for value. */
export function buildDataset(input: DatasetInput): FakeDataset {
  const { seed, scenario, domains, now } = input;
  const random = (purpose: string): Prng => derivePrng(seed, purpose);
  const people = new PeopleFactory(random('people'));
  const tenantRandom = random('tenant');
  const tenantNames = tenantRandom.shuffle(TENANT_NAMES);
  const rich = scenario !== 'empty';

  const loggedUser = makeLoggedUser(people, random('viewer'), input);
  const tenantId = slug(tenantNames[0] ?? 'contract');
  const members = seedMembers({
    random: random('members'),
    people,
    tenantId,
    domain: domains.BLIP_DOMAIN,
    now,
    loggedUser,
    loggedUserRole: input.role,
    count: input.counts.members,
  });
  const bots = seedBots({ random: random('bots'), tenantId, now, members, count: input.counts.bots });
  const subscription: FakeSubscription = rich ? advancedSubscription() : freeSubscription();
  const tenant: FakeTenantRecord = {
    id: tenantId,
    name: tenantNames[0] ?? tenantId,
    photoUri: undefined,
    creationDate: rich ? daysBefore(now, tenantRandom, 400, 1200) : daysBefore(now, tenantRandom, 0, 1),
    ownerIdentity: pickOwner(members),
    plan: subscription.planName,
  };
  const otherTenants = rich
    ? tenantNames.slice(1, 3).map((name) => ({
        id: slug(name),
        name,
        photoUri: undefined,
        creationDate: daysBefore(now, tenantRandom, 100, 1500),
        ownerIdentity: loggedUser.identity,
        plan: tenantRandom.pick(['free', 'standard', 'advanced']),
      }))
    : [];
  return applyTenantScenario(scenario, {
    loggedUser,
    tenant,
    clusterName: tenantRandom.pick(CLUSTER_NAMES),
    otherTenants,
    members,
    bots,
    agents: seedAgents({
      random: random('agents'),
      people,
      tenantId,
      domain: domains.BLIP_DOMAIN,
      now,
      bots,
      count: input.counts.agents,
    }),
    subscription,
    agentPlan: seedAgentPlan(scenario),
    callsTerms: seedCallsTerms(scenario, tenant.ownerIdentity, now, random('calls-terms')),
  });
}

function makeLoggedUser(people: PeopleFactory, random: Prng, input: DatasetInput): FakeLoggedUser {
  const person = people.person(NAME_POOLS[0] as NamePool);
  const identity = identityFor(person.email, input.domains.BLIP_DOMAIN);
  return {
    ...person,
    culture: input.culture,
    identity,
    localNode: `${identity}/portal-${random.int(1000, 9999)}`,
  };
}
