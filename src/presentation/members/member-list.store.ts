import { compareShallow, computed, observableRef } from 'mobx';
import type { MemberAccount } from '../../domain/members/member-account.entity';
import { mergeAccount } from '../../domain/members/member-account.rule';
import { identityKey } from '../../domain/members/member-identity.rule';
import { toListItem, type MemberListItem } from '../../domain/members/member-search.rule';
import { memberListOf, type MemberListName } from '../../domain/members/member-status.rule';
import type { Member } from '../../domain/members/member.entity';
import { makeObservableState } from '../shared/observable-state';

/** Pages and account answers are painted in batches: one re-render per 100 ms, not per answer. */
export const FLUSH_INTERVAL_MS = 100;

interface CachedItem {
  readonly account: MemberAccount | undefined;
  readonly item: MemberListItem;
  readonly list: MemberListName | undefined;
}

/**
 * The members page's data: what the portal listed, with each account merged in as its lookup
 * answers (spec 1 §7). Answers arrive one by one, up to 10,000 of them, so they are buffered
 * and applied together; a member's list item is rebuilt only when the member or its account
 * changed, so unchanged rows keep their identity and do not re-render.
 */
export class MemberListStore {
  listed: readonly Member[] = [];
  /**
   * Issue 34 §4: a first load is still paging: the rows shown are part of the list, so counts,
   * searches and the selection say so. A reload keeps the complete list it replaces on screen.
   */
  listing = false;
  lookupsTotal = 0;
  lookupsDone = 0;
  /** Bumped when `accounts` (kept outside MobX: 10,000 entries) changes. */
  private accountsVersion = 0;
  private readonly accounts = new Map<string, MemberAccount | undefined>();
  private readonly cache = new WeakMap<Member, CachedItem>();
  /**
   * `listed` is the portal's whole list (a listing ended, plus what commands changed since);
   * false during a first load, after a failed one, and once the portal holds members the list
   * does not (an invite).
   */
  private complete = false;
  private bufferedPages: Member[] = [];
  private bufferedAccounts: [string, MemberAccount | undefined][] = [];
  private showPages = true;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Until then (ms since the epoch) batches wait: the user is typing a search. */
  private heldUntil = 0;

  /**
   * @param completeListChanged hears every change of the whole list, whichever path made it (a
   *   listing, a command's result applied here), so what counts the members follows the list.
   */
  constructor(
    private readonly loggedUserIdentity: () => string,
    private readonly completeListChanged: (members: readonly Member[]) => void = () => undefined,
  ) {
    makeObservableState(this, {
      complete: false,
      accounts: false,
      bufferedPages: false,
      bufferedAccounts: false,
      showPages: false,
      timer: false,
      heldUntil: false,
      listed: observableRef,
      accountsVersion: true,
      // Most account answers change nothing on screen: a list with the very same items must
      // not re-render a 10,000-row table.
      memberItems: computed({ equals: compareShallow }),
      pendingItems: computed({ equals: compareShallow }),
    });
  }

  private get classified(): { readonly members: MemberListItem[]; readonly pending: MemberListItem[] } {
    void this.accountsVersion;
    const logged = this.loggedUserIdentity();
    const members: MemberListItem[] = [];
    const pending: MemberListItem[] = [];
    for (const member of this.listed) {
      const cached = this.itemOf(member, logged);
      if (cached.list === 'members') members.push(cached.item);
      if (cached.list === 'pending') pending.push(cached.item);
    }
    return { members, pending };
  }

  /** Members tab: accepted members and invitees, without the logged user. */
  get memberItems(): readonly MemberListItem[] {
    return this.classified.members;
  }

  /** Pending tab: requests to join. */
  get pendingItems(): readonly MemberListItem[] {
    return this.classified.pending;
  }

  get lookupsRunning(): boolean {
    return this.lookupsDone < this.lookupsTotal;
  }

  /** A first load: rows show page by page as they arrive. */
  beginLoad(): void {
    this.clearBuffers();
    this.listed = [];
    this.complete = false;
    this.listing = true;
    this.showPages = true;
    this.lookupsTotal = 0;
    this.lookupsDone = 0;
  }

  /** A reload: the rows on screen stay until the whole new list is in. */
  beginReload(): void {
    this.clearBuffers();
    this.showPages = false;
    this.lookupsTotal = 0;
    this.lookupsDone = 0;
  }

  pageLoaded(page: readonly Member[]): void {
    this.lookupsTotal += page.length;
    if (!this.showPages) return;
    this.bufferedPages.push(...page);
    // The first rows are painted at once; later pages join the next batch.
    if (this.listed.length === 0) this.flush();
    else this.schedule();
  }

  accountLoaded(userIdentity: string, account: MemberAccount | undefined): void {
    this.bufferedAccounts.push([userIdentity, account]);
    this.schedule();
  }

  /** Paging ended: the complete list replaces whatever was shown. */
  listingCompleted(members: readonly Member[]): void {
    this.bufferedPages = [];
    this.flush();
    this.listed = members;
    this.listing = false;
    this.complete = true;
    this.completeListChanged(members);
  }

  /** The portal now holds members this list does not (an invite): it is whole again once listed. */
  outdated(): void {
    this.complete = false;
  }

  /** Paging failed or was left: no list is being completed any more. */
  listingEnded(): void {
    this.listing = false;
  }

  /** Every lookup of the current load settled (some may have been skipped when aborted). */
  lookupsSettled(): void {
    this.flush();
    this.lookupsDone = this.lookupsTotal;
  }

  /** What the backend is now known to hold after a command succeeded for these members. */
  applyLocally(userIdentities: readonly string[], change: (member: Member) => Member | null): void {
    const keys = new Set(userIdentities.map(identityKey));
    if (keys.size === 0) return;
    const next: Member[] = [];
    for (const member of this.listed) {
      const changed = keys.has(identityKey(member.userIdentity)) ? change(member) : member;
      if (changed !== null) next.push(changed);
    }
    this.listed = next;
    if (this.complete) this.completeListChanged(next);
  }

  flush(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.bufferedPages.length > 0) {
      this.listed = [...this.listed, ...this.bufferedPages];
      this.bufferedPages = [];
    }
    if (this.bufferedAccounts.length > 0) {
      for (const [identity, account] of this.bufferedAccounts) this.accounts.set(identity, account);
      this.lookupsDone = Math.min(this.lookupsTotal, this.lookupsDone + this.bufferedAccounts.length);
      this.bufferedAccounts = [];
      this.accountsVersion += 1;
    }
  }

  /**
   * Background batches wait this long: keystrokes and the search's own repaint come first,
   * while lookups keep arriving into the buffer.
   */
  holdBatches(ms: number): void {
    this.heldUntil = Math.max(this.heldUntil, Date.now() + ms);
  }

  dispose(): void {
    this.clearBuffers();
  }

  private schedule(): void {
    if (this.timer !== undefined) return;
    this.timer = setTimeout(this.flushWhenFree, Math.max(FLUSH_INTERVAL_MS, this.heldUntil - Date.now()));
  }

  private flushWhenFree(): void {
    this.timer = undefined;
    const wait = this.heldUntil - Date.now();
    if (wait > 0) this.timer = setTimeout(this.flushWhenFree, wait);
    else this.flush();
  }

  private clearBuffers(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.bufferedPages = [];
    this.bufferedAccounts = [];
  }

  private itemOf(member: Member, logged: string): CachedItem {
    const account = this.accounts.get(member.userIdentity);
    const cached = this.cache.get(member);
    if (cached !== undefined && cached.account === account) return cached;
    const merged = mergeAccount(member, account);
    const fresh: CachedItem = {
      account,
      item: cached !== undefined && cached.item.member === merged ? cached.item : toListItem(merged),
      list: cached?.list ?? memberListOf(member, logged),
    };
    this.cache.set(member, fresh);
    return fresh;
  }
}
