import { identityFor } from '../identity';
import type { Prng } from '../prng';
import type { FakeAgentRecord, FakeBotRecord } from './fake-data';
import { daysBefore, inReferenceMonth, type PeopleFactory } from './people';

export interface AgentSeedInput {
  readonly random: Prng;
  readonly people: PeopleFactory;
  readonly tenantId: string;
  readonly domain: string;
  readonly now: Date;
  readonly bots: readonly FakeBotRecord[];
  readonly count: number;
}

/** Help-desk attendants; about half of the enabled ones already answered tickets this month. */
export function seedAgents(input: AgentSeedInput): FakeAgentRecord[] {
  const { random, people, tenantId, domain, now, bots } = input;
  const agents: FakeAgentRecord[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const person = people.person();
    const isEnabled = random.chance(0.8);
    const triggered = isEnabled && random.chance(0.5);
    const applications =
      bots.length === 0
        ? []
        : random
            .shuffle(bots)
            .slice(0, random.int(1, Math.min(3, bots.length)))
            .map((bot) => bot.shortName);
    agents.push({
      tenantId,
      userIdentity: identityFor(person.email, domain),
      fullName: person.fullName,
      email: person.email,
      roleId: 'guest',
      userStatus: 'Accepted',
      isEnabled,
      creationDate: daysBefore(now, random, 10, 600),
      applications,
      ticketsThisMonth: triggered ? random.int(1, 420) : 0,
      firstTicketDate: triggered ? inReferenceMonth(now, random) : undefined,
    });
  }
  return agents;
}
