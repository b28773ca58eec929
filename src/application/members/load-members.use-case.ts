import { inject, injectable } from 'inversify';
import type { MemberAccount } from '../../domain/members/member-account.entity';
import type { Member } from '../../domain/members/member.entity';
import { MembersGateway } from './members.gateway';

export interface MembersLoadListener {
  /** One page of the list (100 members, fewer on the last). */
  pageLoaded(members: readonly Member[]): void;
  /** One account lookup settled: undefined when it failed. */
  accountLoaded(userIdentity: string, account: MemberAccount | undefined): void;
}

export interface MembersLoad {
  /** Every member listed, the logged user included. */
  readonly members: readonly Member[];
  /** Settles when every account lookup has (or the load was aborted); never rejects. */
  readonly accounts: Promise<void>;
}

/**
 * The members page's list (spec 1 §7): the pages of the portal's users, and for each page
 * as it arrives the account lookups of its members, so rows show while lookups run
 * (ARCHITECTURE §8). Rejects only when paging fails with something other than 67.
 */
@injectable()
export class LoadMembersUseCase {
  constructor(@inject(MembersGateway) private readonly gateway: MembersGateway) {}

  async execute(tenantId: string, listener: MembersLoadListener, signal?: AbortSignal): Promise<MembersLoad> {
    const lookups: Promise<void>[] = [];
    const onAccount = (userIdentity: string, account: MemberAccount | undefined) =>
      listener.accountLoaded(userIdentity, account);
    const members = await this.gateway.listAll(tenantId, {
      signal,
      onPage: (page) => {
        listener.pageLoaded(page);
        lookups.push(this.gateway.lookupAccounts(page, onAccount, { signal }));
      },
    });
    return { members, accounts: Promise.all(lookups).then(() => undefined) };
  }
}
