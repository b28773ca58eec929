import { inject, injectable } from 'inversify';
import { AnswerJoinRequestsUseCase } from '../../application/members/answer-join-requests.use-case';
import { ChangeMembersRoleUseCase } from '../../application/members/change-members-role.use-case';
import { InviteMembersUseCase } from '../../application/members/invite-members.use-case';
import {
  LoadMembersUseCase,
  type AccountLookupPriority,
  type MembersLoad,
  type MembersLoadListener,
} from '../../application/members/load-members.use-case';
import { RemoveMembersUseCase } from '../../application/members/remove-members.use-case';
import { HostGateway } from '../../application/shared/host.port';
import { Logger } from '../../application/shared/logger.port';
import { canEdit, canView } from '../../domain/access/permission.rule';
import type { BulkOutcome, MemberAction } from '../../domain/members/member-action.rule';
import { filterMemberItems, type MemberListItem } from '../../domain/members/member-search.rule';
import { Feedback } from '../shared/feedback.port';
import { Texts } from '../shared/texts.port';
import { UndoOfferPresenter } from '../shared/undo/undo-offer.presenter';
import { Tracker } from '../shared/tracker.service';
import { ContractMembersCountStore } from '../shell/contract-members-count.store';
import { SessionStore } from '../shell/session.store';
import type { MemberActionsContext } from './member-actions.context';
import { FLUSH_INTERVAL_MS, MemberListStore } from './member-list.store';
import { MemberFeedback } from './member-feedback';
import { MemberSearchPresenter } from './member-search.presenter';
import { SEARCH_DEBOUNCE_MS } from '../shared/debounce';
import { MembersTabPresenter } from './members-tab.presenter';
import { PendingTabPresenter } from './pending-tab.presenter';
import { makeObservableState } from '../shared/observable-state';
import { PromptLocks } from '../shared/prompt-locks';
import { AsyncLoad, type LoadStatus } from '../shared/async-load';

export type MembersTabId = 'members' | 'pending';

/**
 * The members page (spec 1 §2 Members page, §4 Member, §8): loads the list with its account
 * lookups, shows the tabs and the selection the user's role allows (§6), and runs invite,
 * role change, delete, accept and reject with the spec's messages.
 */
@injectable()
export class MembersPagePresenter implements MemberActionsContext {
  activeTab: MembersTabId = 'members';
  inviting = false;
  readonly list: MemberListStore;
  readonly search: MemberSearchPresenter;
  readonly membersTab: MembersTabPresenter;
  readonly pendingTab: PendingTabPresenter;
  /** Issue 38 §2: Undo after a role change. */
  readonly undo: UndoOfferPresenter;
  private readonly feedback: MemberFeedback;
  /** The list's load: a newer load or leaving the page aborts the one on its way. */
  private readonly membersLoad = new AsyncLoad<MembersLoad>();
  /** Between start and stop (the view is mounted): nothing loads for an unmounted page. */
  private active = false;
  /** The latest load's account lookups, to put the rows on screen first (issue 34 §4). */
  private lookupPriority: AccountLookupPriority | undefined = undefined;
  private readonly inviteButton = new PromptLocks<'invite'>((_, inviting) => this.setInviting(inviting));

  constructor(
    @inject(SessionStore) private readonly sessionStore: SessionStore,
    @inject(LoadMembersUseCase) private readonly loadMembers: LoadMembersUseCase,
    @inject(ChangeMembersRoleUseCase) changeRole: ChangeMembersRoleUseCase,
    @inject(RemoveMembersUseCase) removeMembers: RemoveMembersUseCase,
    @inject(AnswerJoinRequestsUseCase) answerRequests: AnswerJoinRequestsUseCase,
    @inject(InviteMembersUseCase) private readonly inviteMembers: InviteMembersUseCase,
    @inject(HostGateway) host: HostGateway,
    @inject(Logger) private readonly logger: Logger,
    @inject(Tracker) tracker: Tracker,
    @inject(Texts) readonly texts: Texts,
    @inject(ContractMembersCountStore) private readonly membersCount: ContractMembersCountStore,
    @inject(Feedback) feedback: Feedback,
  ) {
    this.list = new MemberListStore(
      () => this.sessionStore.session?.user.identity ?? '',
      // Issue 37 §2: the contract card's count follows the whole list on every path (a listing,
      // an invite's, a delete's or an answer's reload, a command's result applied at once).
      (members) => this.membersCount.listed(members),
    );
    this.feedback = new MemberFeedback(host, feedback, texts, tracker, logger);
    this.undo = new UndoOfferPresenter(texts, logger);
    this.search = new MemberSearchPresenter(
      (term) => this.feedback.track('members-searched', { length: term.length }),
      // Typing and the search's repaint come before the lookups' batches (architecture.md §8).
      () => this.list.holdBatches(SEARCH_DEBOUNCE_MS + FLUSH_INTERVAL_MS),
    );
    this.membersTab = new MembersTabPresenter(this, changeRole, removeMembers, () => this.visibleKeys);
    this.pendingTab = new PendingTabPresenter(this, answerRequests, () => this.list.pendingItems);
    makeObservableState(this, { active: false, lookupPriority: false });
  }

  get status(): LoadStatus {
    return this.membersLoad.status;
  }

  /** A reload after an action is on its way while the list stays shown. */
  get reloading(): boolean {
    return this.membersLoad.refreshing;
  }

  get tenantId(): string | undefined {
    return this.sessionStore.session?.tenant.id;
  }

  get tenantName(): string {
    return this.sessionStore.session?.tenant.name ?? '';
  }

  /** Spec 1 §6: view on tenant-members shows the Members and Pending tabs. */
  get canViewMembers(): boolean {
    return canView(this.sessionStore.session?.user.roleId, 'tenant-members');
  }

  /** Spec 1 §6: edit on tenant-members: select, edit roles, delete, invite, answer requests. */
  get canEditMembers(): boolean {
    return canEdit(this.sessionStore.session?.user.roleId, 'tenant-members');
  }

  /** The Members tab's rows after the applied search term (spec 1 §5). */
  get visibleMembers(): readonly MemberListItem[] {
    return filterMemberItems(this.list.memberItems, this.search.term);
  }

  private get visibleKeys(): ReadonlySet<string> {
    return new Set(this.visibleMembers.map((item) => item.key));
  }

  get pendingCount(): number {
    return this.list.pendingItems.length;
  }

  /**
   * Issue 34 §4: the first load is still paging, so the rows, the Pending count, a search's
   * results and what select-all selects are those loaded so far.
   */
  get listingIncomplete(): boolean {
    return this.list.listing;
  }

  /** Issue 34 §4: the table's rows on screen; their account lookups go before the others. */
  visibleRowsChanged(userIdentities: readonly string[]): void {
    this.lookupPriority?.prioritize(userIdentities);
  }

  /** Called on mount; a remount (React's development double mount) loads again. */
  start(): void {
    this.active = true;
    void this.load('initial');
  }

  stop(): void {
    this.active = false;
    this.membersLoad.drop();
    this.list.dispose();
    this.search.dispose();
    this.undo.dispose();
  }

  tabChanged(tab: MembersTabId): void {
    if (tab === 'pending' && !this.canViewMembers) return;
    this.activeTab = tab;
  }

  retryClicked(): void {
    void this.load('initial');
  }

  /**
   * Spec 1 §2 'Invite': the host's InviteModal; the list reloads after a confirmation. The button
   * waits for the modal at most PROMPT_LOCK_MS (issue 35 §8); a late confirmation still reloads.
   */
  async inviteClicked(): Promise<void> {
    if (this.inviting || !this.canEditMembers) return;
    this.feedback.track('members-invite-clicked');
    let confirmed = false;
    await this.inviteButton.run('invite', async (ask) => {
      try {
        confirmed = await ask(() => this.inviteMembers.execute(), false);
      } catch (error) {
        this.logger.error('The invite modal failed', error);
      }
    });
    if (!confirmed) return;
    // Who was invited is the portal's to say: the list and the card's count are out of date
    // until the reload lists them (issue 37 §2; the home counts again if the reload never lands).
    this.list.outdated();
    this.membersCount.outdated();
    await this.reload();
  }

  private setInviting(inviting: boolean): void {
    this.inviting = inviting;
  }

  reload(): Promise<boolean> {
    return this.load('reload');
  }

  report(action: MemberAction, outcome: BulkOutcome): void {
    this.feedback.report(action, outcome);
  }

  confirmReject(emails: readonly string[]): Promise<boolean> {
    return this.feedback.confirmReject(emails);
  }

  private async load(mode: 'initial' | 'reload'): Promise<boolean> {
    const tenantId = this.tenantId;
    if (tenantId === undefined || !this.active) return false;
    if (mode === 'initial') this.list.beginLoad();
    else this.list.beginReload();
    const current = await this.membersLoad.run(
      (signal) => this.loadMembers.execute(tenantId, this.listener(), signal),
      (loaded) => this.list.listingCompleted(loaded.members),
      {
        keepShown: mode === 'reload',
        // Spec 1 §8 'Failed to load members' over the shown list; a first load shows it in the page.
        keepShownOnFailure: true,
        failed: (error) => {
          this.logger.error('Members failed to load', error);
          this.list.listingEnded();
          this.list.lookupsSettled();
          if (mode === 'reload') this.feedback.loadFailed();
        },
      },
    );
    const loaded = this.membersLoad.data;
    if (current === undefined || loaded === undefined) return false;
    void loaded.accounts.then(() => {
      if (current()) this.list.lookupsSettled();
    });
    return true;
  }

  /** The list store takes the pages and accounts; the lookups' priority is kept here. */
  private listener(): MembersLoadListener {
    const list = this.list;
    return {
      lookupsStarted: (priority) => {
        this.lookupPriority = priority;
      },
      pageLoaded: (page) => list.pageLoaded(page),
      accountLoaded: (userIdentity, account) => list.accountLoaded(userIdentity, account),
    };
  }
}
