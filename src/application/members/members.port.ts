import type { RoleId } from '../../domain/access/role';
import type { MemberAccount } from '../../domain/members/member-account.entity';
import type { JoinRequestDecision } from '../../domain/members/member-status.rule';
import type { Member } from '../../domain/members/member.entity';

export interface ListMembersOptions {
  /** Each page's members as it arrives, so rows can show before paging ends. */
  readonly onPage?: ((members: readonly Member[]) => void) | undefined;
  /** Stops asking for further pages; what was gathered is returned. */
  readonly signal?: AbortSignal | undefined;
}

/** One account lookup answered: undefined when the lookup failed (spec 1 §8 fallback). */
export type AccountListener = (userIdentity: string, account: MemberAccount | undefined) => void;

/** Portal service members and the accounts service (spec 1 §7). Paging rules live in the adapter (spec 1 §5). */
export const MembersGateway = Symbol.for('MembersGateway');
export interface MembersGateway {
  /** Pages of 100 until a page's count is not a multiple of 100. */
  listAll(tenantId: string, options?: ListMembersOptions): Promise<Member[]>;
  /**
   * GET accounts/{account name} for each member, a few at a time across every caller
   * (architecture.md §8 bounded fan-out); each answer is handed to `onAccount` as it arrives.
   * Never rejects; resolves once every lookup settled or the signal aborted.
   */
  lookupAccounts(
    members: readonly Member[],
    onAccount: AccountListener,
    options?: { readonly signal?: AbortSignal | undefined },
  ): Promise<void>;
  /** SET /tenants/{tenantId}/users/{userIdentity}/role, resource { id: roleId }. */
  setRole(tenantId: string, userIdentity: string, roleId: RoleId): Promise<void>;
  /** SET /tenants/{tenantId}/users/{userIdentity}/user-status, resource 'accepted' | 'rejected'. */
  setUserStatus(tenantId: string, userIdentity: string, decision: JoinRequestDecision): Promise<void>;
  /** DELETE /tenants/{tenantId}/users/{userIdentity}. */
  remove(tenantId: string, userIdentity: string): Promise<void>;
}
