import { describe, expect, it } from 'vitest';
import { mergeAccount } from '../../../src/domain/members/member-account.rule';
import { member } from './member-fixtures';

describe('mergeAccount (spec 1 §7 accounts lookup, §8 fallback)', () => {
  it("spec 1 §7: the account's name and e-mail are merged into the member", () => {
    const invitee = member({ fullName: 'ana.souza@acme.com', userStatus: 'PendingUser' });
    expect(mergeAccount(invitee, { fullName: 'Ana Souza', email: 'ana.souza@acme.com' })).toEqual({
      ...invitee,
      fullName: 'Ana Souza',
    });
  });

  it('spec 1 §8: a failed lookup leaves the member as listed (already the decoded account name when missing)', () => {
    const listed = member({ fullName: 'ana.souza@acme.com' });
    expect(mergeAccount(listed, undefined)).toBe(listed);
  });

  it('blank account fields keep the member’s own; nothing changed → the same object', () => {
    const listed = member();
    expect(mergeAccount(listed, { fullName: '  ', email: undefined })).toBe(listed);
    expect(mergeAccount(listed, { fullName: listed.fullName, email: listed.email })).toBe(listed);
    expect(mergeAccount(listed, { fullName: undefined, email: 'other@acme.com' }).email).toBe(
      'other@acme.com',
    );
  });
});
