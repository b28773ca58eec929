import type { Prng } from '../prng';
import type { FakeBotRecord, FakeMemberRecord } from './fake-data';
import { BOT_NAMES, slug } from './names';
import { daysBefore } from './people';
import { botAccess } from './seed-bot-access';

export interface BotSeedInput {
  readonly random: Prng;
  readonly tenantId: string;
  readonly now: Date;
  readonly members: readonly FakeMemberRecord[];
  readonly count: number;
}

/**
 * Bots administered by editors and admins. The logged user (members[0]) co-administers the
 * first two when someone else can, so by default they are nobody's unique admin and may
 * leave the contract; alone in the contract, they are the unique admin of every bot.
 */
export function seedBots(input: BotSeedInput): FakeBotRecord[] {
  const { random, tenantId, now, members } = input;
  const viewer = members[0];
  const editors = members
    .slice(1)
    .filter((member) => member.userStatus === 'Accepted' && member.roleId !== 'guest');
  const usedShortNames = new Set<string>();
  const bots: FakeBotRecord[] = [];
  for (let index = 0; index < input.count; index += 1) {
    const base = BOT_NAMES[index % BOT_NAMES.length] ?? 'Bot';
    const round = Math.floor(index / BOT_NAMES.length);
    const name = round === 0 ? base : `${base} ${round + 1}`;
    let shortName = `${slug(name)}${random.int(1, 99)}`;
    while (usedShortNames.has(shortName)) shortName = `${slug(name)}${random.int(100, 9999)}`;
    usedShortNames.add(shortName);
    const admins = random.shuffle(editors).slice(0, random.int(1, 3));
    const viewerCanAdmin = viewer !== undefined && viewer.roleId !== 'guest';
    if (viewer !== undefined && (admins.length === 0 || (index < 2 && viewerCanAdmin))) admins.push(viewer);
    const owner = admins[0] as FakeMemberRecord;
    const created = daysBefore(now, random, 30, 800);
    const identities = admins.map((member) => member.userIdentity);
    bots.push({
      shortName,
      name,
      tenantId,
      description: `Chatbot ${name}`,
      created,
      updated: daysBefore(now, random, 0, 29),
      ownerIdentity: owner.userIdentity,
      emailOwner: owner.email,
      admins: identities,
      ...botAccess(index, identities, viewer?.userIdentity),
    });
  }
  return bots;
}
