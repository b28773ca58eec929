import type { Member } from './member.entity';

/**
 * A member ready to be searched: the lower-cased name is computed once per member, not once
 * per keystroke, so filtering 10,000 members is a single pass of `includes` (architecture.md §8).
 */
export interface MemberListItem {
  readonly key: string;
  readonly member: Member;
  readonly fullNameLower: string;
}

export function toListItem(member: Member): MemberListItem {
  return { key: member.userIdentity, member, fullNameLower: member.fullName.toLowerCase() };
}

/**
 * Spec 1 §5 Searches (members): fullName contains the term case-insensitively, or the e-mail
 * contains the lower-cased term. The term is used as typed (no trimming: the spec trims only
 * the Copilot and Calls searches); an empty term matches everybody.
 */
export function matchesMemberSearch(member: Pick<Member, 'fullName' | 'email'>, term: string): boolean {
  if (term === '') return true;
  const lowered = term.toLowerCase();
  return member.fullName.toLowerCase().includes(lowered) || member.email.includes(lowered);
}

/** Same rule as matchesMemberSearch, over precomputed items; keeps the items' order. */
export function filterMemberItems(items: readonly MemberListItem[], term: string): readonly MemberListItem[] {
  if (term === '') return items;
  const lowered = term.toLowerCase();
  return items.filter((item) => item.fullNameLower.includes(lowered) || item.member.email.includes(lowered));
}
