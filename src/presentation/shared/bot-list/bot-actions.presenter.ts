import { runInAction } from 'mobx';
import type { ToastRequest } from '../../../application/shared/host.port';
import type { Logger } from '../../../application/shared/logger.port';
import { isSelectable, type PermissionBot } from '../../../domain/shared/bot-list.rule';
import {
  undoGroups,
  undoOutcome,
  undoPlan,
  type ChangedItem,
  type UndoOutcome,
} from '../../../domain/undo/bulk-undo.rule';
import type { BotListPresenter } from './bot-list.presenter';
import type { Feedback } from '../feedback.port';
import { makeObservableState } from '../observable-state';
import type { Texts } from '../texts.port';
import type { UndoOfferPresenter } from '../undo/undo-offer.presenter';

/** The toast a failure deserves (each feature reads its own error codes). */
export type FailureToast = (error: unknown) => ToastRequest;

export interface SingleChange<B> {
  /** The bot as the person asked for it, shown at once. */
  readonly wanted: B;
  /** Saves and resolves with the bot as the backend holds it now. */
  readonly save: () => Promise<B>;
  readonly success: ToastRequest;
  readonly failure: FailureToast;
}

/** The bots saved as the backend holds them now, and why the others failed. */
export interface BulkResult<B> {
  readonly succeeded: readonly B[];
  readonly failed: readonly { readonly error: unknown }[];
}

/** Saves the bots in one state; an undo calls it again with each bot's previous state. */
export type BulkSave<B> = (bots: readonly B[], enabled: boolean) => Promise<BulkResult<B>>;

export interface BulkChange<B> {
  /** 'Enable Selected' (true) or 'Disable Selected' (false): the button shown busy. */
  readonly enabled: boolean;
  readonly save: BulkSave<B>;
  readonly success: ToastRequest;
  /** Given every bot's failure, so a feature can name the one that matters most. */
  readonly failure: (errors: readonly unknown[]) => ToastRequest;
}

/**
 * What the Copilot and Calls pages do to bots (spec 1 §4, §5, §8). One bot: the change shows at
 * once, the row is busy until the answer, and a failure puts the backend's state back. Bulk: one
 * at a time (blocked while one runs), saved bots take their new state, failed ones keep theirs,
 * and the selection clears whatever happened. Locked bots, and bots whose state is not read yet
 * (issue 34), are never changed. A bulk change that saved any bot offers Undo (issue 38 §2), which
 * runs the same save with each bot's previous state, as a bulk action of its own.
 */
export class BotActions<B extends PermissionBot> {
  /** The bulk action running: enable (true), disable (false), or none. */
  bulkTarget: boolean | undefined = undefined;

  constructor(
    private readonly list: BotListPresenter<B>,
    private readonly feedback: Feedback,
    private readonly logger: Logger,
    private readonly undo: UndoOfferPresenter,
    private readonly texts: Texts,
  ) {
    makeObservableState(this);
  }

  get bulkRunning(): boolean {
    return this.bulkTarget !== undefined;
  }

  /** False when the row cannot change now (locked, not read yet, saving, a bulk action running). */
  canChange(id: string): boolean {
    const bot = this.list.find(id);
    return bot !== undefined && isSelectable(bot) && !this.list.isBusy(id) && !this.bulkRunning;
  }

  async changeOne(id: string, change: (bot: B) => SingleChange<B>): Promise<void> {
    const before = this.list.find(id);
    if (before === undefined || !this.canChange(id)) return;
    const { wanted, save, success, failure } = change(before);
    this.list.setBusy([id], true);
    this.list.update(wanted);
    try {
      const saved = await save();
      this.list.update(saved);
      this.feedback.show(success);
    } catch (error) {
      this.logger.error('Bot change failed', error);
      this.list.update(before);
      this.feedback.show(failure(error));
    } finally {
      this.list.setBusy([id], false);
    }
  }

  async changeSelected({ enabled, save, success, failure }: BulkChange<B>): Promise<void> {
    const bots = this.list.selectedBots;
    if (this.bulkRunning || bots.length === 0) return;
    const changed = bots.map((bot) => ({ id: bot.id, name: bot.name, previous: bot.enabled }));
    let saved: readonly B[] = [];
    try {
      const outcome = await this.saveMany(bots, enabled, save);
      saved = outcome.succeeded;
      if (outcome.failed.length === 0) this.feedback.show(success);
      else {
        this.logger.error('Bulk bot change failed', outcome.failed);
        this.feedback.show(failure(outcome.failed.map((entry) => entry.error)));
      }
    } catch (error) {
      this.logger.error('Bulk bot change failed', error);
      this.feedback.show(failure([error]));
    } finally {
      this.list.clearSelection();
    }
    this.offerUndo(
      undoPlan(
        changed,
        saved.map((bot) => bot.id),
        enabled,
      ),
      enabled,
      save,
    );
  }

  /** One bulk save: its bots busy and the buttons blocked until it ends; saved bots take their state. */
  private async saveMany(bots: readonly B[], enabled: boolean, save: BulkSave<B>): Promise<BulkResult<B>> {
    const ids = bots.map((bot) => bot.id);
    this.bulkTarget = enabled;
    this.list.setBusy(ids, true);
    try {
      const outcome = await save(bots, enabled);
      runInAction(() => this.list.updateMany(outcome.succeeded));
      return outcome;
    } finally {
      runInAction(() => {
        this.list.setBusy(ids, false);
        this.bulkTarget = undefined;
      });
    }
  }

  private offerUndo(plan: readonly ChangedItem<boolean>[], enabled: boolean, save: BulkSave<B>): void {
    if (plan.length === 0) return;
    this.undo.offer({
      message: this.texts.t(enabled ? 'undo:offer.botsEnabled' : 'undo:offer.botsDisabled', {
        count: plan.length,
      }),
      names: plan.map((item) => item.name),
      undo: () => this.restore(plan, save),
    });
  }

  /**
   * Issue 38 §2: every saved bot back to its previous state with the same save. The list is
   * not reloaded, as after the change itself: saved bots take their state, failed ones keep it.
   */
  private async restore(plan: readonly ChangedItem<boolean>[], save: BulkSave<B>): Promise<UndoOutcome> {
    // Spec 1 §4: one bulk action at a time; an undo is one.
    if (this.bulkRunning) throw new Error('A bulk action is running');
    const restored: string[] = [];
    for (const group of undoGroups(plan)) {
      const bots = group.items.flatMap((item) => this.list.find(item.id) ?? []);
      const outcome = await this.saveMany(bots, group.previous, save);
      if (outcome.failed.length > 0) this.logger.error('Undo of a bulk bot change failed', outcome.failed);
      restored.push(...outcome.succeeded.map((bot) => bot.id));
    }
    return undoOutcome(plan, restored);
  }
}
