import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { Logger } from '../../application/shared/logger.port';
import { MembersCounter } from '../../application/tenant/members-counter.port';
import { canView } from '../../domain/access/permission.rule';
import type { Member } from '../../domain/members/member.entity';
import { contractMembersCount } from '../../domain/tenant/contract-card.rule';
import { makeObservableState } from '../shared/observable-state';
import { SessionStore } from './session.store';

export type MembersCountStatus = 'idle' | 'counting' | 'known' | 'failed';

/**
 * Issue 34 §2: the contract card's 'Members' count, kept for the session (singleton). Counting
 * pages every member, so it runs in the background once the home shows and stops when the home
 * is left; once known it is kept, so returning to the home does not page 10,000 members again.
 * The members page's whole list sets it too, on every change (issue 37 §2): a listing, a
 * command's result applied at once; an invite makes it unknown until listed or counted again.
 * Only users who may view tenant-members count (spec 1 §6 'Bootstrap').
 */
@injectable()
export class ContractMembersCountStore {
  status: MembersCountStatus = 'idle';
  count: number | undefined = undefined;
  private controller: AbortController | undefined = undefined;

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(MembersCounter) private readonly countMembers: MembersCounter,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeObservableState(this, { controller: false });
  }

  private get mayCount(): boolean {
    return canView(this.sessionStore.session?.user.roleId, 'tenant-members');
  }

  /**
   * The card says it is counting from its first paint (no line that pops in), until the count
   * is known or has failed; never a number read from part of the pages.
   */
  get counting(): boolean {
    return this.mayCount && (this.status === 'idle' || this.status === 'counting');
  }

  /** The home shows: counts unless the count is known or a count is under way. */
  async start(): Promise<void> {
    const tenantId = this.sessionStore.session?.tenant.id;
    if (tenantId === undefined || !this.mayCount || this.status === 'known' || this.status === 'counting')
      return;
    const controller = new AbortController();
    this.controller = controller;
    this.status = 'counting';
    try {
      const count = await this.countMembers.execute(tenantId, controller.signal);
      if (this.controller !== controller || count === undefined) return;
      runInAction(() => this.know(count));
    } catch (error) {
      if (this.controller !== controller) return;
      this.logger.error('Members of the contract could not be counted', error);
      runInAction(() => {
        this.status = 'failed';
        this.controller = undefined;
      });
    }
  }

  /** The home was left: paging stops, and the next visit counts anew (as after a failure). */
  stop(): void {
    if (this.status !== 'counting') return;
    this.controller?.abort();
    this.controller = undefined;
    this.status = 'idle';
  }

  /**
   * The members page holds every member (listed, or changed by a command): the count is known
   * without paging again. A count still on its way read the list before this change: dropped.
   */
  listed(members: readonly Member[]): void {
    this.controller?.abort();
    this.know(contractMembersCount(members));
  }

  /**
   * Members were added that no list here holds (an invite): the count is unknown until the
   * members page lists them, or the home counts again. A count on its way is as old: dropped.
   */
  outdated(): void {
    this.controller?.abort();
    this.controller = undefined;
    this.status = 'idle';
  }

  private know(count: number | undefined): void {
    this.controller = undefined;
    this.count = count;
    this.status = 'known';
  }
}
