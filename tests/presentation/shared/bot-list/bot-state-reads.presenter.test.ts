import { reaction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PermissionBot } from '../../../../src/domain/shared/bot-list.rule';
import { BotListPresenter } from '../../../../src/presentation/shared/bot-list/bot-list.presenter';
import {
  BOT_STATE_MERGE_MS,
  BotStateReads,
} from '../../../../src/presentation/shared/bot-list/bot-state-reads.presenter';

/** 'Bot 01' … 'Bot 30': list order is name order, so page 2 (5 a page) is Bot 06 … Bot 10. */
const unread = (count: number): PermissionBot[] =>
  Array.from({ length: count }, (_, index) => {
    const name = `Bot ${String(index + 1).padStart(2, '0')}`;
    return { id: `b${index + 1}`, name, hasPermission: true, enabled: false, stateKnown: false };
  });

/** Reads held until the test answers them: which bots were asked, in order, and nothing timed. */
function setup(count = 30, width = 2) {
  const list = new BotListPresenter<PermissionBot>((bot) => [bot.name]);
  const sent: string[] = [];
  const held = new Map<string, { bot: PermissionBot; answer: (bot: PermissionBot) => void }>();
  const reads = new BotStateReads<PermissionBot>(
    list,
    (bot) =>
      new Promise<PermissionBot>((resolve) => {
        sent.push(bot.id);
        held.set(bot.id, { bot, answer: resolve });
      }),
    width,
  );
  /** The backend answers `id`: enabled, and now known. */
  const answer = async (id: string, enabled = true) => {
    const read = held.get(id);
    if (read === undefined) throw new Error(`${id} was not asked`);
    read.answer({ ...read.bot, enabled, stateKnown: true });
    await vi.advanceTimersByTimeAsync(0);
  };
  return { list, reads, sent, answer, bots: unread(count) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('BotStateReads (issue 34: the bots list first, each bot’s state read after, page first)', () => {
  it('issue 34 §1: with every read held, every row shows at once, loading; at most `width` reads go out, the page on screen first', () => {
    const { list, reads, sent, bots } = setup(30, 2);
    reads.start(bots);
    expect(list.bots).toHaveLength(30);
    expect(list.pageRows.map((bot) => [bot.name, bot.stateKnown])).toEqual(
      ['Bot 01', 'Bot 02', 'Bot 03', 'Bot 04', 'Bot 05'].map((name) => [name, false]),
    );
    expect(sent).toEqual(['b1', 'b2']);
    expect([reads.done, reads.total, reads.running]).toEqual([0, 30, true]);
  });

  it('issue 34 §1: a page restored from a link (page 4) is read before page 1', () => {
    const { list, reads, sent, bots } = setup(30, 2);
    list.restored({ search: '', filter: 'all', page: 4, pageSize: 5 });
    reads.start(bots);
    expect(sent).toEqual(['b16', 'b17']);
  });

  it('issue 34 §1: a page change asks for the new page’s bots first, ahead of the rest', async () => {
    const { list, reads, sent, answer, bots } = setup(30, 2);
    reads.start(bots);
    list.pageChanged(3);
    await answer('b1');
    await answer('b2');
    expect(sent).toEqual(['b1', 'b2', 'b11', 'b12']);
    await answer('b11');
    await answer('b12');
    expect(sent.slice(4)).toEqual(['b13', 'b14']);
  });

  it('issue 34 §1: a page-size change and a search ask for the newly visible rows first', async () => {
    const { list, reads, sent, answer, bots } = setup(30, 1);
    reads.start(bots);
    list.pageSizeChanged(25);
    list.searchChanged('Bot 29');
    await vi.advanceTimersByTimeAsync(500);
    await answer('b1');
    expect(sent).toEqual(['b1', 'b29']);
  });

  it('issue 34 §1: answers are merged in batches, not one render per answer; the last one at once', async () => {
    const { list, reads, answer, bots } = setup(3, 3);
    reads.start(bots);
    let renders = 0;
    const stop = reaction(
      () => list.entries,
      () => (renders += 1),
    );
    await answer('b1');
    await answer('b2');
    expect(renders).toBe(0);
    expect(list.find('b1')?.stateKnown).toBe(false);
    await vi.advanceTimersByTimeAsync(BOT_STATE_MERGE_MS);
    expect(renders).toBe(1);
    expect([list.find('b1')?.enabled, list.find('b2')?.enabled]).toEqual([true, true]);
    expect([reads.done, reads.running]).toEqual([2, true]);
    await answer('b3', false);
    // The last answer completes the list: merged without waiting, and the progress is over.
    expect(renders).toBe(2);
    expect([reads.done, reads.total, reads.running]).toEqual([3, 3, false]);
    stop();
  });

  it('issue 34 §1: leaving the page aborts: nothing more is sent and late answers are dropped', async () => {
    const { list, reads, sent, answer, bots } = setup(30, 2);
    reads.start(bots);
    reads.stop();
    await answer('b1');
    await vi.advanceTimersByTimeAsync(BOT_STATE_MERGE_MS);
    expect(sent).toEqual(['b1', 'b2']);
    expect(list.find('b1')?.stateKnown).toBe(false);
    list.pageChanged(4);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['b1', 'b2']);
    await expect(reads.settled()).resolves.toBeUndefined();
  });

  it('issue 34 §1: a new load stops the old one’s reads and reads its own bots', async () => {
    const { list, reads, sent, answer, bots } = setup(4, 1);
    reads.start(bots);
    reads.start(bots.slice(2));
    await answer('b1');
    expect(sent).toEqual(['b1', 'b3']);
    expect(list.bots.map((bot) => bot.id)).toEqual(['b3', 'b4']);
    expect(reads.total).toBe(2);
  });

  it('bots whose state is known from the list (locked Copilot bots) are never read', () => {
    const { reads, sent, bots } = setup(3, 4);
    reads.start([{ ...bots[0]!, hasPermission: false, stateKnown: true }, ...bots.slice(1)]);
    expect(sent).toEqual(['b2', 'b3']);
    expect(reads.total).toBe(2);
  });

  it('a read that rejects still ends its row’s loading (nothing known: off)', async () => {
    const list = new BotListPresenter<PermissionBot>((bot) => [bot.name]);
    const reads = new BotStateReads<PermissionBot>(list, () => Promise.reject(new Error('down')), 2);
    reads.start(unread(2));
    await vi.advanceTimersByTimeAsync(0);
    await reads.settled();
    expect(list.bots.map((bot) => [bot.stateKnown, bot.enabled])).toEqual([
      [true, false],
      [true, false],
    ]);
    expect(reads.running).toBe(false);
  });
});
