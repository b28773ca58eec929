import * as v from 'valibot';
import { isRoleId } from '../../domain/access/role';
import type { MemberAccount } from '../../domain/members/member-account.entity';
import type { Member, MemberStatus } from '../../domain/members/member.entity';
import { fields, filledText, ITEMS, parsedOrNone, readWith, requiredText } from '../shared/answer-schema';
import { decodedAccountName } from '../shared/identity';

/** The members' gateways load this file lazily (lazy-import.ts) and read through it. */
export { readAnswer } from '../shared/answer-schema';

/*
 * The answers about members (spec 1 §7), each shape declared once below with its mapping to the
 * domain (issue 36 §3).
 */

const STATUSES: readonly MemberStatus[] = ['Accepted', 'PendingUser', 'PendingTenant', 'Rejected'];

/** Spec 1 §3: a value that is neither known status means "pending", shown as invited. */
function statusOf(value: unknown): MemberStatus {
  const status = STATUSES.find((candidate) => candidate.toLowerCase() === String(value).toLowerCase());
  return status ?? 'PendingUser';
}

/** Roles are compared without case; an unknown role is the least one. */
function roleOf(value: unknown): Member['roleId'] {
  const roleId = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  return isRoleId(roleId) ? roleId : 'guest';
}

/**
 * One item of GET /tenants/{tenantId}/users. Spec 1 §3: a missing name or e-mail is the
 * decoded account name. Only an item without an identity is refused.
 */
const MEMBER = v.pipe(
  fields({
    userIdentity: requiredText,
    fullName: filledText,
    email: filledText,
    roleId: readWith(roleOf),
    userStatus: readWith(statusOf),
  }),
  v.transform((member): Member => {
    const accountName = decodedAccountName(member.userIdentity);
    return { ...member, fullName: member.fullName || accountName, email: member.email || accountName };
  }),
);

/** One page of GET /tenants/{tenantId}/users: how many items came (for paging) and the members. */
export interface MembersPage {
  readonly size: number;
  readonly members: Member[];
}

/** Items that are not members are dropped; an answer without `items` is malformed. */
export const MEMBERS_PAGE = v.pipe(
  ITEMS,
  v.transform((items): MembersPage => ({
    size: items.length,
    members: items.flatMap((item) => parsedOrNone(MEMBER, item)),
  })),
);

/** GET accounts/{account name} → the fields merged into the member (spec 1 §7). */
export const MEMBER_ACCOUNT = v.pipe(
  fields({ fullName: filledText, email: filledText }),
  v.transform(({ fullName, email }): MemberAccount => ({
    fullName: fullName || undefined,
    email: email || undefined,
  })),
);
