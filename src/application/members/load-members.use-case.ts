import { inject, injectable } from 'inversify';
import type { MemberAccount } from '../../domain/members/member-account.entity';
import type { Member } from '../../domain/members/member.entity';
import { PriorityReads } from '../shared/priority-reads';
import { MembersGateway } from './members.port';

/**
 * Account lookups handed to the gateway at once. The gateway runs 6 at a time for the whole
 * module (architecture.md §8); handing it more would queue them there in arrival order, out of the
 * reach of `prioritize`.
 */
export const MEMBER_ACCOUNT_READS = 6;

/** Issue 34 §4: the rows on screen, whose account lookups go before the rest. */
export interface AccountLookupPriority {
  prioritize(userIdentities: readonly string[]): void;
}

export interface MembersLoadListener {
  /** The lookups of this load began: the rows on screen can be put first from now on. */
  lookupsStarted?(priority: AccountLookupPriority): void;
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
 * (architecture.md §8). Issue 34 §4: the lookups of the rows on screen are asked first, the others
 * follow in list order. Rejects only when paging fails with something other than 67.
 */
@injectable()
export class LoadMembersUseCase {
  constructor(@inject(MembersGateway) private readonly gateway: MembersGateway) {}

  async execute(tenantId: string, listener: MembersLoadListener, signal?: AbortSignal): Promise<MembersLoad> {
    const listed = new Map<string, Member>();
    const onAccount = (userIdentity: string, account: MemberAccount | undefined) =>
      listener.accountLoaded(userIdentity, account);
    const lookups = new PriorityReads<string>({
      width: MEMBER_ACCOUNT_READS,
      read: (userIdentity, aborted) => {
        const member = listed.get(userIdentity);
        if (member === undefined) return Promise.resolve();
        return this.gateway.lookupAccounts([member], onAccount, { signal: aborted });
      },
      signal,
    });
    listener.lookupsStarted?.({
      // Only rows already listed: a key the list does not hold yet has nothing to look up.
      prioritize: (identities) => lookups.prioritize(identities.filter((identity) => listed.has(identity))),
    });
    try {
      const members = await this.gateway.listAll(tenantId, {
        signal,
        onPage: (page) => {
          for (const member of page) listed.set(member.userIdentity, member);
          listener.pageLoaded(page);
          lookups.add(page.map((member) => member.userIdentity));
        },
      });
      return { members, accounts: lookups.settled };
    } finally {
      lookups.close();
    }
  }
}
