import type { RoleId } from '../access/role';

/** Accepted | PendingUser (invited) | PendingTenant (asked to join) | Rejected (spec 1 §3, §4). */
export type MemberStatus = 'Accepted' | 'PendingUser' | 'PendingTenant' | 'Rejected';

export interface Member {
  /** Address-like key; the part before '@' is the account name. */
  readonly userIdentity: string;
  readonly fullName: string;
  readonly email: string;
  readonly roleId: RoleId;
  readonly userStatus: MemberStatus;
}
