import { describe, expect, it } from 'vitest';
import type { Member, MemberStatus } from '../../../src/domain/members/member.entity';
import {
  contractInitials,
  contractMembersCount,
  shownCount,
} from '../../../src/domain/tenant/contract-card.rule';

const member = (userStatus: MemberStatus): Member => ({
  userIdentity: `${userStatus}@blip.ai`,
  fullName: userStatus,
  email: `${userStatus}@x.com`,
  roleId: 'guest',
  userStatus,
});

describe('contract card facts (spec 1 Contract card)', () => {
  it("spec 1: 'Chatbots' and 'Members' show only when greater than 0", () => {
    expect(shownCount(3)).toBe(3);
    expect(shownCount(0)).toBeUndefined();
    expect(shownCount(undefined)).toBeUndefined();
    expect(shownCount(Number.NaN)).toBeUndefined();
  });

  it('members are the accepted and invited people; join requests and rejections are not', () => {
    const members = (['Accepted', 'Accepted', 'PendingUser', 'PendingTenant', 'Rejected'] as const).map(
      member,
    );
    expect(contractMembersCount(members)).toBe(3);
    expect(contractMembersCount(undefined)).toBeUndefined();
  });

  it('the avatar without a photo shows up to two initials', () => {
    expect(contractInitials('Café Paulista')).toBe('CP');
    expect(contractInitials('acme')).toBe('AC');
    expect(contractInitials('  Big  Little Lies ')).toBe('BL');
    expect(contractInitials('')).toBe('');
  });
});
