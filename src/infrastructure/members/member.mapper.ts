import { isRoleId } from '../../domain/access/role';
import type { Member, MemberStatus } from '../../domain/members/member.entity';
import { isFields, nonEmptyText } from '../shared/command-resource';
import { decodedAccountName } from '../shared/identity';

const STATUSES: readonly MemberStatus[] = ['Accepted', 'PendingUser', 'PendingTenant', 'Rejected'];

/**
 * One item of GET /tenants/{tenantId}/users. Spec 1 §3: a missing name or e-mail is the
 * decoded account name; of the two status readings, a value that is neither known
 * status means "pending", shown as invited. Items without an identity are dropped.
 */
export function toMember(raw: unknown): Member | null {
  if (!isFields(raw)) return null;
  const userIdentity = nonEmptyText(raw['userIdentity']);
  if (userIdentity === undefined) return null;
  const accountName = decodedAccountName(userIdentity);
  const roleId = typeof raw['roleId'] === 'string' ? raw['roleId'].trim().toLowerCase() : undefined;
  const status = STATUSES.find(
    (candidate) => candidate.toLowerCase() === String(raw['userStatus']).toLowerCase(),
  );
  return {
    userIdentity,
    fullName: nonEmptyText(raw['fullName']) ?? accountName,
    email: nonEmptyText(raw['email']) ?? accountName,
    roleId: isRoleId(roleId) ? roleId : 'guest',
    userStatus: status ?? 'PendingUser',
  };
}
