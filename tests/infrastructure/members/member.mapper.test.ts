import { describe, expect, it } from 'vitest';
import { toMember } from '../../../src/infrastructure/members/member.mapper';

describe('toMember', () => {
  it('spec 1 §3: a missing fullName or email is the URL-decoded account name', () => {
    expect(
      toMember({
        userIdentity: 'ana.silva%40gmail.com@blip.ai',
        roleId: 'member',
        userStatus: 'PendingUser',
      }),
    ).toEqual({
      userIdentity: 'ana.silva%40gmail.com@blip.ai',
      fullName: 'ana.silva@gmail.com',
      email: 'ana.silva@gmail.com',
      roleId: 'member',
      userStatus: 'PendingUser',
    });
  });

  it('keeps given fields, normalizes the role case and the status', () => {
    expect(
      toMember({
        userIdentity: 'x%40y.com@blip.ai',
        fullName: 'X Y',
        email: 'x@y.com',
        roleId: 'ADMIN',
        userStatus: 'accepted',
      }),
    ).toMatchObject({ fullName: 'X Y', email: 'x@y.com', roleId: 'admin', userStatus: 'Accepted' });
  });

  it('spec 1 §3: an unknown status reads as pending; an unknown role as guest', () => {
    expect(toMember({ userIdentity: 'a@blip.ai', roleId: 'owner' })).toMatchObject({
      roleId: 'guest',
      userStatus: 'PendingUser',
    });
  });

  it('drops items without an identity', () => {
    expect(toMember({ fullName: 'Nobody' })).toBeNull();
    expect(toMember('junk')).toBeNull();
  });
});
