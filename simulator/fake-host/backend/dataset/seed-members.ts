import type { RoleId } from '../../../../src/domain/access/role';
import type { MemberStatus } from '../../../../src/domain/members/member.entity';
import { identityFor } from '../identity';
import type { Prng } from '../prng';
import type { FakeLoggedUser, FakeMemberRecord } from './fake-data';
import { daysBefore, type PeopleFactory } from './people';

export interface MemberSeedInput {
  readonly random: Prng;
  readonly people: PeopleFactory;
  readonly tenantId: string;
  readonly domain: string;
  readonly now: Date;
  readonly loggedUser: FakeLoggedUser;
  readonly loggedUserRole: RoleId;
  /** Total members, the logged user included. */
  readonly count: number;
}

/** Share of the other members waiting on each side (invited / asking to join). */
const PENDING_SHARE = 0.08;

/** The logged user first, then accepted members with a few pending both ways. */
export function seedMembers(input: MemberSeedInput): FakeMemberRecord[] {
  const { random, people, tenantId, domain, now, loggedUser } = input;
  const members: FakeMemberRecord[] = [
    {
      tenantId,
      userIdentity: loggedUser.identity,
      email: loggedUser.email,
      fullName: loggedUser.fullName,
      roleId: input.loggedUserRole,
      userStatus: 'Accepted',
      creationDate: daysBefore(now, random, 200, 900),
      hasAccount: true,
      culture: loggedUser.culture,
    },
  ];
  const others = Math.max(0, input.count - 1);
  const pending = Math.round(others * PENDING_SHARE);
  const statuses = random.shuffle<MemberStatus>([
    ...Array<MemberStatus>(pending).fill('PendingUser'),
    ...Array<MemberStatus>(pending).fill('PendingTenant'),
    ...Array<MemberStatus>(Math.max(0, others - 2 * pending)).fill('Accepted'),
  ]);
  for (const userStatus of statuses) {
    const person = people.person();
    const invitedWithoutAccount = userStatus === 'PendingUser' && random.chance(0.5);
    members.push({
      tenantId,
      userIdentity: identityFor(person.email, domain),
      email: person.email,
      fullName: invitedWithoutAccount ? '' : person.fullName,
      roleId: userStatus === 'PendingTenant' ? 'guest' : drawRole(random),
      userStatus,
      creationDate:
        userStatus === 'Accepted' ? daysBefore(now, random, 1, 700) : daysBefore(now, random, 0, 20),
      hasAccount: !invitedWithoutAccount,
      culture: person.culture,
    });
  }
  ensureAnotherAdmin(members);
  return members;
}

function drawRole(random: Prng): RoleId {
  const roll = random.next();
  return roll < 0.2 ? 'admin' : roll < 0.65 ? 'member' : 'guest';
}

/** A contract always keeps an accepted admin besides the viewer, who owns it. */
function ensureAnotherAdmin(members: FakeMemberRecord[]): void {
  const others = members.slice(1).filter((member) => member.userStatus === 'Accepted');
  if (others.length > 0 && !others.some((member) => member.roleId === 'admin')) {
    (others[0] as FakeMemberRecord).roleId = 'admin';
  }
}

/** The first accepted admin other than the logged user, else the logged user (new contract). */
export function pickOwner(members: readonly FakeMemberRecord[]): string {
  const owner = members
    .slice(1)
    .find((member) => member.userStatus === 'Accepted' && member.roleId === 'admin');
  return (owner ?? members[0])?.userIdentity ?? '';
}
