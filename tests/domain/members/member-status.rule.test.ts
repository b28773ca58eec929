import { describe, expect, it } from 'vitest';
import {
  applyDecision,
  isInvited,
  isJoinRequest,
  memberListOf,
  splitMemberLists,
} from '../../../src/domain/members/member-status.rule';
import { member } from './member-fixtures';

const logged = member({ email: 'me@acme.com', fullName: 'Me', roleId: 'admin' });

describe('member status (spec 1 §2 Members page, §4 Member)', () => {
  it('spec 1 §4: PendingTenant is a request to join; PendingUser is an invitee', () => {
    expect(isJoinRequest(member({ userStatus: 'PendingTenant' }))).toBe(true);
    expect(isJoinRequest(member({ userStatus: 'PendingUser' }))).toBe(false);
    expect(isInvited(member({ userStatus: 'PendingUser' }))).toBe(true);
    expect(isInvited(member({ userStatus: 'Accepted' }))).toBe(false);
  });

  it('spec 1 §2: requests go to Pending, accepted members and invitees to Members, rejected nowhere', () => {
    expect(memberListOf(member({ userStatus: 'PendingTenant' }), logged.userIdentity)).toBe('pending');
    expect(memberListOf(member({ userStatus: 'PendingUser' }), logged.userIdentity)).toBe('members');
    expect(memberListOf(member({ userStatus: 'Accepted' }), logged.userIdentity)).toBe('members');
    expect(memberListOf(member({ userStatus: 'Rejected' }), logged.userIdentity)).toBeUndefined();
  });

  it('spec 1 §2: the logged user is excluded, whether its identity comes raw or encoded', () => {
    const raw = { ...logged, userIdentity: 'me@acme.com@blip.ai' };
    const twice = { ...logged, userIdentity: encodeURIComponent(logged.userIdentity) };
    expect(memberListOf(logged, logged.userIdentity)).toBeUndefined();
    expect(memberListOf(raw, logged.userIdentity)).toBeUndefined();
    expect(memberListOf(twice, logged.userIdentity)).toBeUndefined();
  });

  it('splitMemberLists keeps the order within each list', () => {
    const a = member({ email: 'a@x.com', userStatus: 'Accepted' });
    const b = member({ email: 'b@x.com', userStatus: 'PendingTenant' });
    const c = member({ email: 'c@x.com', userStatus: 'PendingUser' });
    const d = member({ email: 'd@x.com', userStatus: 'PendingTenant' });
    expect(splitMemberLists([logged, a, b, c, d], logged.userIdentity)).toEqual({
      members: [a, c],
      pending: [b, d],
    });
  });

  it("spec 1 §4: accepting sets 'Accepted' (it moves to Members); rejecting sets 'Rejected' (it leaves)", () => {
    const request = member({ userStatus: 'PendingTenant' });
    const accepted = applyDecision(request, 'accepted');
    const rejected = applyDecision(request, 'rejected');
    expect(accepted).toEqual({ ...request, userStatus: 'Accepted' });
    expect(memberListOf(accepted, logged.userIdentity)).toBe('members');
    expect(memberListOf(rejected, logged.userIdentity)).toBeUndefined();
    expect(request.userStatus).toBe('PendingTenant');
  });
});
