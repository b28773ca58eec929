import { observableRef, runInAction } from 'mobx';
import type { ChangeMembersRoleUseCase } from '../../application/members/change-members-role.use-case';
import type { RemoveMembersUseCase } from '../../application/members/remove-members.use-case';
import type { RoleId } from '../../domain/access/role';
import type { BulkOutcome } from '../../domain/members/member-action.rule';
import {
  undoGroups,
  undoOutcome,
  undoPlan,
  type ChangedItem,
  type UndoOutcome,
} from '../../domain/undo/bulk-undo.rule';
import { NO_IDS, visibleSelection, type MemberActionsContext } from './member-actions.context';
import { makeObservableState } from '../shared/observable-state';

export type MembersTabCommand = 'role' | 'delete';

/**
 * The Members tab's selection and its two dropdowns (spec 1 §2): 'Edit N member(s)' applies
 * one role to every selected member; Delete removes them after its question. After either,
 * successful changes are applied at once, the spec's message shows, and the list reloads;
 * members that failed stay selected so the user can try again. A role change that saved any
 * member offers Undo (issue 38 §2); a delete never does.
 */
export class MembersTabPresenter {
  selectedIds: ReadonlySet<string> = NO_IDS;
  editOpen = false;
  chosenRole: RoleId | undefined = undefined;
  deleteOpen = false;
  saving: MembersTabCommand | undefined = undefined;

  constructor(
    private readonly context: MemberActionsContext,
    private readonly changeRole: ChangeMembersRoleUseCase,
    private readonly removeMembers: RemoveMembersUseCase,
    private readonly visibleKeys: () => ReadonlySet<string>,
  ) {
    makeObservableState(this, {
      selectedIds: observableRef,
    });
  }

  /** What the table shows as selected and what the actions apply to. */
  get selection(): ReadonlySet<string> {
    return visibleSelection(this.selectedIds, this.visibleKeys());
  }

  get selectedCount(): number {
    return this.selection.size;
  }

  /** Spec 1 §5 Other: Apply is disabled until a role is chosen (and while saving). */
  get applyDisabled(): boolean {
    return this.chosenRole === undefined || this.saving !== undefined;
  }

  selectionChanged(ids: ReadonlySet<string>): void {
    this.selectedIds = ids;
  }

  editToggled(open: boolean): void {
    if (this.saving !== undefined) return;
    this.editOpen = open;
    this.chosenRole = undefined;
    if (open) this.deleteOpen = false;
  }

  roleChosen(roleId: RoleId): void {
    this.chosenRole = roleId;
  }

  deleteToggled(open: boolean): void {
    if (this.saving !== undefined) return;
    this.deleteOpen = open;
    if (open) this.editOpen = false;
  }

  async applyRoleClicked(): Promise<void> {
    const roleId = this.chosenRole;
    const tenantId = this.context.tenantId;
    const ids = [...this.selection];
    if (roleId === undefined || tenantId === undefined || ids.length === 0 || this.saving !== undefined)
      return;
    this.saving = 'role';
    const changed = this.previousRoles(ids);
    const outcome = await this.changeRole.execute(tenantId, ids, roleId);
    this.finish('role', outcome, () =>
      this.context.list.applyLocally(outcome.succeeded, (member) => ({ ...member, roleId })),
    );
    this.offerUndo(tenantId, undoPlan(changed, outcome.succeeded, roleId));
    await this.context.reload();
  }

  async deleteConfirmed(): Promise<void> {
    const tenantId = this.context.tenantId;
    const ids = [...this.selection];
    if (tenantId === undefined || ids.length === 0 || this.saving !== undefined) return;
    this.saving = 'delete';
    const outcome = await this.removeMembers.execute(tenantId, ids);
    this.finish('delete', outcome, () => this.context.list.applyLocally(outcome.succeeded, () => null));
    await this.context.reload();
  }

  /** The selected members as they are before the change: the role each had, by name. */
  private previousRoles(ids: readonly string[]): ChangedItem<RoleId>[] {
    const wanted = new Set(ids);
    return this.context.list.memberItems
      .filter((item) => wanted.has(item.key))
      .map(({ key, member }) => ({
        id: key,
        name: member.fullName || member.email,
        previous: member.roleId,
      }));
  }

  private offerUndo(tenantId: string, plan: readonly ChangedItem<RoleId>[]): void {
    if (plan.length === 0) return;
    this.context.undo.offer({
      message: this.context.texts.t('undo:offer.roles', { count: plan.length }),
      names: plan.map((item) => item.name),
      undo: () => this.restoreRoles(tenantId, plan),
    });
  }

  /**
   * Issue 38 §2: each member back to its own previous role, one role-change command per role,
   * the same the change used; the list reloads afterwards, whatever happened (spec 1 §4).
   */
  private async restoreRoles(tenantId: string, plan: readonly ChangedItem<RoleId>[]): Promise<UndoOutcome> {
    const restored: string[] = [];
    try {
      for (const group of undoGroups(plan)) {
        const ids = group.items.map((item) => item.id);
        const outcome = await this.changeRole.execute(tenantId, ids, group.previous);
        this.context.list.applyLocally(outcome.succeeded, (member) => ({
          ...member,
          roleId: group.previous,
        }));
        restored.push(...outcome.succeeded);
      }
    } finally {
      await this.context.reload();
    }
    return undoOutcome(plan, restored);
  }

  private finish(command: MembersTabCommand, outcome: BulkOutcome, applySucceeded: () => void): void {
    runInAction(() => {
      applySucceeded();
      this.saving = undefined;
      if (command === 'role') this.editOpen = false;
      else this.deleteOpen = false;
      this.chosenRole = undefined;
      this.selectedIds = outcome.failed.length === 0 ? NO_IDS : new Set(outcome.failed);
    });
    this.context.report(command === 'role' ? 'changeRole' : 'remove', outcome);
  }
}
