import type { Member } from '../members/member.entity';

/** Spec 1 'Contract card': 'Chatbots' and 'Members' show only when greater than 0. */
export function shownCount(count: number | undefined): number | undefined {
  return count !== undefined && Number.isFinite(count) && count > 0 ? count : undefined;
}

/**
 * The contract's members: accepted and invited people, the logged user included. Requests to
 * join (PendingTenant) are not members yet and rejected ones are gone. undefined when the
 * list was not loaded (spec 1 §6: only users who may view tenant-members load it).
 */
export function contractMembersCount(members: readonly Member[] | undefined): number | undefined {
  if (members === undefined) return undefined;
  return members.filter((member) => member.userStatus === 'Accepted' || member.userStatus === 'PendingUser')
    .length;
}

/** Up to two initials of the contract name, for the avatar without a photo. */
export function contractInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '';
  const last = words[words.length - 1] ?? first;
  const letters = words.length === 1 ? [...first].slice(0, 2) : [[...first][0], [...last][0]];
  return letters.join('').toUpperCase();
}
