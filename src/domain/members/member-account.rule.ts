import type { MemberAccount } from './member-account.entity';
import type { Member } from './member.entity';

/**
 * Spec 1 §7/§8: the account's fields are merged into the member. A field the account lacks
 * keeps the member's own value, which the list already filled with the decoded account name
 * when it was missing; a failed lookup (no account) leaves the member as listed.
 */
export function mergeAccount(member: Member, account: MemberAccount | undefined): Member {
  if (account === undefined) return member;
  const fullName = nonBlank(account.fullName) ?? member.fullName;
  const email = nonBlank(account.email) ?? member.email;
  if (fullName === member.fullName && email === member.email) return member;
  return { ...member, fullName, email };
}

function nonBlank(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}
