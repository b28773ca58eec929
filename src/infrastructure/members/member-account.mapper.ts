import type { MemberAccount } from '../../domain/members/member-account.entity';
import { fieldsOf, nonEmptyText } from '../shared/command-resource';

/** GET accounts/{account name} → the fields merged into the member (spec 1 §7). */
export function toMemberAccount(resource: unknown): MemberAccount {
  const fields = fieldsOf(resource, 'account');
  return { fullName: nonEmptyText(fields['fullName']), email: nonEmptyText(fields['email']) };
}
