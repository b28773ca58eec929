import { observableRef, runInAction } from 'mobx';
import type { AnswerJoinRequestsUseCase } from '../../application/members/answer-join-requests.use-case';
import { applyDecision, type JoinRequestDecision } from '../../domain/members/member-status.rule';
import type { MemberListItem } from '../../domain/members/member-search.rule';
import { NO_IDS, visibleSelection, type MemberActionsContext } from './member-actions.context';
import { makeObservableState } from '../shared/observable-state';

/**
 * The Pending tab (spec 1 §2, §4): accept or reject one request from its row, or every
 * selected request at once. Rejecting asks first. Answered requests leave the tab at once
 * (accepted ones join the Members tab), then the list reloads, success or failure.
 */
export class PendingTabPresenter {
  selectedIds: ReadonlySet<string> = NO_IDS;
  /** Requests being answered now: their buttons (and the bulk ones) are disabled. */
  busyIds: ReadonlySet<string> = NO_IDS;

  constructor(
    private readonly context: MemberActionsContext,
    private readonly answerRequests: AnswerJoinRequestsUseCase,
    private readonly items: () => readonly MemberListItem[],
  ) {
    makeObservableState(this, {
      selectedIds: observableRef,
      busyIds: observableRef,
    });
  }

  private get keys(): ReadonlySet<string> {
    return new Set(this.items().map((item) => item.key));
  }

  get selection(): ReadonlySet<string> {
    return visibleSelection(this.selectedIds, this.keys);
  }

  get busy(): boolean {
    return this.busyIds.size > 0;
  }

  selectionChanged(ids: ReadonlySet<string>): void {
    this.selectedIds = ids;
  }

  acceptClicked(userIdentity: string): Promise<void> {
    return this.answer([userIdentity], 'accepted');
  }

  rejectClicked(userIdentity: string): Promise<void> {
    return this.answer([userIdentity], 'rejected');
  }

  acceptSelectedClicked(): Promise<void> {
    return this.answer([...this.selection], 'accepted');
  }

  rejectSelectedClicked(): Promise<void> {
    return this.answer([...this.selection], 'rejected');
  }

  private async answer(ids: readonly string[], decision: JoinRequestDecision): Promise<void> {
    const tenantId = this.context.tenantId;
    if (tenantId === undefined || ids.length === 0 || ids.some((id) => this.busyIds.has(id))) return;
    if (decision === 'rejected' && !(await this.context.confirmReject(this.emailsOf(ids)))) return;
    runInAction(() => {
      this.busyIds = new Set([...this.busyIds, ...ids]);
    });
    const outcome = await this.answerRequests.execute(tenantId, ids, decision);
    runInAction(() => {
      this.context.list.applyLocally(outcome.succeeded, (member) => applyDecision(member, decision));
      const busy = new Set(this.busyIds);
      for (const id of ids) busy.delete(id);
      this.busyIds = busy.size === 0 ? NO_IDS : busy;
      const selected = new Set(this.selectedIds);
      for (const id of outcome.succeeded) selected.delete(id);
      this.selectedIds = selected.size === 0 ? NO_IDS : selected;
    });
    this.context.report(decision === 'accepted' ? 'accept' : 'reject', outcome);
    await this.context.reload();
  }

  private emailsOf(ids: readonly string[]): string[] {
    const wanted = new Set(ids);
    return this.items()
      .filter((item) => wanted.has(item.key))
      .map((item) => item.member.email);
  }
}
