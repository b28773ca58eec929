import { compareShallow, reaction, type IReactionDisposer } from 'mobx';
import { PriorityReads } from '../../../application/shared/priority-reads';
import { countUnread, type PermissionBot } from '../../../domain/shared/bot-list.rule';
import type { BotListPresenter } from './bot-list.presenter';
import { makeObservableState } from '../observable-state';

/**
 * Answers are merged into the list at most this often: at a real portal's pace (about 100
 * answers a second) that is about ten renders a second instead of one per answer.
 */
export const BOT_STATE_MERGE_MS = 100;

/** What the progress line, the partial notes and the URL read of a list's state reads. */
export interface BotReadCounts {
  /** Reads are still on their way: counts, status filters and select-all cover the bots read so far. */
  readonly running: boolean;
  readonly done: number;
  readonly total: number;
}

/**
 * Issue 34: the Copilot and Calls lists show their rows as soon as the applications arrive; each
 * bot's own state (Copilot configuration, Calls number settings) is read afterwards, at most
 * `width` at a time, the unread rows on screen first (page, page size, filter and search changes
 * move the new page's rows ahead of the rest), and merged into the list in batches. `stop`
 * (leaving the page, or a new load) sends nothing more and drops what is still on its way.
 */
export class BotStateReads<B extends PermissionBot> implements BotReadCounts {
  /** The bots this load reads (those whose state was unknown when it started). */
  total = 0;
  private reads: PriorityReads<string> | undefined = undefined;
  /** Answers not merged yet. */
  private answered: B[] = [];
  /** Reads of this load whose answer has not come: the last one is merged at once. */
  private unanswered = 0;
  private mergeTimer: ReturnType<typeof setTimeout> | undefined = undefined;
  private stopFollowingPage: IReactionDisposer | undefined = undefined;

  constructor(
    private readonly list: BotListPresenter<B>,
    /** One bot's read; resolves with the bot as read (`stateKnown`). A rejection counts as read with nothing known. */
    private readonly readBot: (bot: B) => Promise<B>,
    private readonly width: number,
  ) {
    makeObservableState(this, {
      width: false,
      reads: false,
      answered: false,
      unanswered: false,
      mergeTimer: false,
      stopFollowingPage: false,
    });
  }

  /** Bots of this load whose answer is in the list. */
  get done(): number {
    return Math.max(0, this.total - this.unread);
  }

  get running(): boolean {
    return this.unread > 0;
  }

  /** Bots in the list whose answer is not in yet (counted once per merge, not per reader). */
  private get unread(): number {
    return countUnread(this.list.bots);
  }

  /** Resolves once every read of the current load is merged, or the load stopped. Never rejects. */
  settled(): Promise<void> {
    return this.reads?.settled ?? Promise.resolve();
  }

  /** New bots from the backend: shown at once; every bot whose state is unknown is then read. */
  start(bots: readonly B[]): void {
    this.stop();
    this.list.replace(bots);
    const unread = this.list.bots.filter((bot) => !bot.stateKnown).map((bot) => bot.id);
    this.total = unread.length;
    this.unanswered = unread.length;
    if (unread.length === 0) return;
    const reads = new PriorityReads<string>({
      width: this.width,
      read: (id, signal) => this.readOne(id, signal),
    });
    this.reads = reads;
    // The rows on screen first (a page restored from the URL may be any page), then list order.
    reads.prioritize(this.unreadOnPage);
    reads.add(unread);
    reads.close();
    this.stopFollowingPage = reaction(
      () => this.unreadOnPage,
      (ids) => reads.prioritize(ids),
      { equals: compareShallow },
    );
  }

  /** Leaving the page, or a new load: queued reads are never sent and late answers are dropped. */
  stop(): void {
    this.reads?.abort();
    this.reads = undefined;
    this.stopFollowingPage?.();
    this.stopFollowingPage = undefined;
    clearTimeout(this.mergeTimer);
    this.mergeTimer = undefined;
    this.answered = [];
    this.unanswered = 0;
  }

  /** Every answer so far into the list, in one action: one render of the rows they change. */
  merge(): void {
    clearTimeout(this.mergeTimer);
    this.mergeTimer = undefined;
    if (this.answered.length === 0) return;
    const batch = this.answered;
    this.answered = [];
    this.list.updateMany(batch);
  }

  /** A getter (computed), not a method: methods are actions, whose reads a reaction does not track. */
  private get unreadOnPage(): string[] {
    return this.list.pageRows.filter((bot) => !bot.stateKnown).map((bot) => bot.id);
  }

  private async readOne(id: string, signal: AbortSignal): Promise<void> {
    const bot = this.list.find(id);
    if (bot === undefined) return;
    let read: B;
    try {
      read = await this.readBot(bot);
    } catch {
      // The use cases log and absorb their failures; this only keeps a row from loading forever.
      read = { ...bot, stateKnown: true };
    }
    if (signal.aborted) return;
    this.answered.push(read);
    this.unanswered -= 1;
    // The last answer goes in at once: the list is complete and its progress line goes away now.
    if (this.unanswered === 0) this.merge();
    else this.mergeTimer ??= setTimeout(this.merge, BOT_STATE_MERGE_MS);
  }
}
