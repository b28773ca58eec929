import { describe, expect, it } from 'vitest';
import { MEMBER_ACCOUNT, MEMBERS_PAGE } from '../../../src/infrastructure/members/member.schema';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

const toMembersPage = (answer: unknown) => readAnswer(MEMBERS_PAGE, answer, 'tenant users');
const toMemberAccount = (answer: unknown) => readAnswer(MEMBER_ACCOUNT, answer, 'account');

/** One item read as the page reader reads it: the member, or null when it is dropped. */
function toMember(item: unknown) {
  return toMembersPage({ items: [item] }).members[0] ?? null;
}

describe('issue 36 §3: the member schemas (toMember)', () => {
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

  it('a page counts every item it got (paging goes on after a full page), members or not', () => {
    const page = toMembersPage({ items: [{ userIdentity: 'a@blip.ai' }, 'junk', { fullName: 'x' }] });
    expect(page.size).toBe(3);
    expect(page.members.map((member) => member.userIdentity)).toEqual(['a@blip.ai']);
  });

  it('an answer without items is one MalformedAnswer naming the field', () => {
    expect(malformedAnswerOf(() => toMembersPage({ total: 1 }))).toMatchObject({
      kind: 'malformed',
      field: 'items',
    });
  });

  it('an account answer gives its name and e-mail; blanks are missing; a non-object is malformed', () => {
    expect(toMemberAccount({ fullName: 'Ana', email: 'ana@acme.com', culture: 'pt-BR' })).toEqual({
      fullName: 'Ana',
      email: 'ana@acme.com',
    });
    expect(toMemberAccount({ fullName: ' ', email: 3 })).toEqual({ fullName: undefined, email: undefined });
    expect(malformedAnswerOf(() => toMemberAccount('nope'))).toMatchObject({ field: '' });
  });
});
