import { runInAction } from 'mobx';
import type { HostGateway, ToastRequest } from '../../../application/shared/host.port';
import type { Logger } from '../../../application/shared/logger.port';
import { isSelectable, type PermissionBot } from '../../../domain/shared/bot-list.rule';
import type { BotListPresenter } from './bot-list.presenter';
import { makeObservableState } from '../observable-state';

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

export interface BulkChange<B> {
  /** 'Enable Selected' (true) or 'Disable Selected' (false): the button shown busy. */
  readonly enabled: boolean;
  readonly save: (bots: readonly B[]) => Promise<BulkResult<B>>;
  readonly success: ToastRequest;
  /** Given every bot's failure, so a feature can name the one that matters most. */
  readonly failure: (errors: readonly unknown[]) => ToastRequest;
}

/**
 * What the Copilot and Calls pages do to bots (spec 1 §4, §5, §8). One bot: the change shows at
 * once, the row is busy until the answer, and a failure puts the backend's state back. Bulk: one
 * at a time (blocked while one runs), saved bots take their new state, failed ones keep theirs,
 * and the selection clears whatever happened. Locked bots, and bots whose state is not read yet
 * (issue 34), are never changed.
 */
export class BotActions<B extends PermissionBot> {
  /** The bulk action running: enable (true), disable (false), or none. */
  bulkTarget: boolean | undefined = undefined;

  constructor(
    private readonly list: BotListPresenter<B>,
    private readonly host: HostGateway,
    private readonly logger: Logger,
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
      this.host.toast(success);
    } catch (error) {
      this.logger.error('Bot change failed', error);
      this.list.update(before);
      this.host.toast(failure(error));
    } finally {
      this.list.setBusy([id], false);
    }
  }

  async changeSelected({ enabled, save, success, failure }: BulkChange<B>): Promise<void> {
    const bots = this.list.selectedBots;
    if (this.bulkRunning || bots.length === 0) return;
    const ids = bots.map((bot) => bot.id);
    this.bulkTarget = enabled;
    this.list.setBusy(ids, true);
    try {
      const outcome = await save(bots);
      runInAction(() => this.list.updateMany(outcome.succeeded));
      if (outcome.failed.length === 0) this.host.toast(success);
      else {
        this.logger.error('Bulk bot change failed', outcome.failed);
        this.host.toast(failure(outcome.failed.map((entry) => entry.error)));
      }
    } catch (error) {
      this.logger.error('Bulk bot change failed', error);
      this.host.toast(failure([error]));
    } finally {
      runInAction(() => {
        this.list.setBusy(ids, false);
        this.list.clearSelection();
        this.bulkTarget = undefined;
      });
    }
  }
}
