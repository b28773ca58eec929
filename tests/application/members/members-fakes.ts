import type {
  AccountListener,
  ListMembersOptions,
  MembersGateway,
} from '../../../src/application/members/members.port';
import type { RoleId } from '../../../src/domain/access/role';
import type { MemberAccount } from '../../../src/domain/members/member-account.entity';
import type { JoinRequestDecision } from '../../../src/domain/members/member-status.rule';
import type { Member } from '../../../src/domain/members/member.entity';

export interface SentCommand {
  readonly kind: 'role' | 'status' | 'remove';
  readonly tenantId: string;
  readonly userIdentity: string;
  readonly value?: string;
}

/** A MembersGateway over literal data, recording every command; failures chosen per identity. */
export class FakeMembersGateway implements MembersGateway {
  pages: Member[][] = [];
  accounts = new Map<string, MemberAccount>();
  listError: unknown = undefined;
  readonly failing = new Set<string>();
  readonly sent: SentCommand[] = [];
  readonly lookedUp: string[] = [];

  async listAll(_tenantId: string, options: ListMembersOptions = {}): Promise<Member[]> {
    const all: Member[] = [];
    for (const page of this.pages) {
      await Promise.resolve();
      if (options.signal?.aborted === true) return all;
      all.push(...page);
      options.onPage?.(page);
    }
    if (this.listError !== undefined) throw this.listError;
    return all;
  }

  async lookupAccounts(
    members: readonly Member[],
    onAccount: AccountListener,
    options: { readonly signal?: AbortSignal | undefined } = {},
  ): Promise<void> {
    for (const member of members) {
      await Promise.resolve();
      if (options.signal?.aborted === true) return;
      this.lookedUp.push(member.userIdentity);
      onAccount(member.userIdentity, this.accounts.get(member.userIdentity));
    }
  }

  setRole(tenantId: string, userIdentity: string, roleId: RoleId): Promise<void> {
    return this.record({ kind: 'role', tenantId, userIdentity, value: roleId });
  }

  setUserStatus(tenantId: string, userIdentity: string, decision: JoinRequestDecision): Promise<void> {
    return this.record({ kind: 'status', tenantId, userIdentity, value: decision });
  }

  remove(tenantId: string, userIdentity: string): Promise<void> {
    return this.record({ kind: 'remove', tenantId, userIdentity });
  }

  /** Like the backend: a command that succeeds changes what the next listing answers. */
  private async record(command: SentCommand): Promise<void> {
    await Promise.resolve();
    this.sent.push(command);
    if (this.failing.has(command.userIdentity)) throw new Error(`refused ${command.userIdentity}`);
    this.pages = this.pages.map((page) =>
      page.flatMap((member) => {
        if (member.userIdentity !== command.userIdentity) return [member];
        if (command.kind === 'remove' || command.value === 'rejected') return [];
        if (command.kind === 'status') return [{ ...member, userStatus: 'Accepted' as const }];
        return [{ ...member, roleId: command.value as RoleId }];
      }),
    );
  }
}
