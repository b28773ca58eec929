import { isSameIdentity } from './member-identity.rule';
import type { Member, MemberStatus } from './member.entity';

/** What a join request is answered with (spec 1 §7 user-status resource). */
export type JoinRequestDecision = 'accepted' | 'rejected';

/** PendingTenant: asked to join; listed in the Pending tab (spec 1 §4). */
export function isJoinRequest(member: Member): boolean {
  return member.userStatus === 'PendingTenant';
}

/** PendingUser: invited, not yet accepted; shown in Members with ' (Pending)' (spec 1 §2, §4). */
export function isInvited(member: Member): boolean {
  return member.userStatus === 'PendingUser';
}

/** Which tab of the members page shows a member (spec 1 §2). */
export type MemberListName = 'members' | 'pending';

/**
 * Spec 1 §2 Members page: the logged user is excluded from the list; rejected requests have
 * left it; join requests go to the Pending tab, everybody else to Members.
 */
export function memberListOf(member: Member, loggedUserIdentity: string): MemberListName | undefined {
  if (member.userStatus === 'Rejected') return undefined;
  if (isSameIdentity(member.userIdentity, loggedUserIdentity)) return undefined;
  return isJoinRequest(member) ? 'pending' : 'members';
}

export interface MemberLists {
  /** Accepted members and invitees (Members tab). */
  readonly members: readonly Member[];
  /** Requests to join (Pending tab). */
  readonly pending: readonly Member[];
}

export function splitMemberLists(all: readonly Member[], loggedUserIdentity: string): MemberLists {
  const members: Member[] = [];
  const pending: Member[] = [];
  for (const member of all) {
    const list = memberListOf(member, loggedUserIdentity);
    if (list === 'members') members.push(member);
    if (list === 'pending') pending.push(member);
  }
  return { members, pending };
}

const STATUS_AFTER: Readonly<Record<JoinRequestDecision, MemberStatus>> = {
  accepted: 'Accepted',
  rejected: 'Rejected',
};

/** Spec 1 §4: accepting sets it Accepted locally; rejecting sets it Rejected (it leaves the list). */
export function applyDecision(member: Member, decision: JoinRequestDecision): Member {
  return { ...member, userStatus: STATUS_AFTER[decision] };
}
