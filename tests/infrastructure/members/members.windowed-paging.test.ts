import { beforeAll, describe, expect, it } from 'vitest';
import type { CommandChannel, LimeCommand } from '../../../src/application/shared/command-channel.port';
import type { Member } from '../../../src/domain/members/member.entity';
import { CommandFailure } from '../../../src/domain/shared/command-failure';
import { MembersCommandGateway, memberSchemas } from '../../../src/infrastructure/members/members.adapter';
import { PAGES_AHEAD } from '../../../src/infrastructure/shared/windowed-pages';
import { appSettings } from '../support/memory-host';

interface HeldPage {
  readonly answer: (count: number) => void;
  readonly fail: (error: unknown) => void;
}

/**
 * A portal whose member pages answer only when the test says, in any order: `answer(page, n)`
 * gives n members (page p's members are named `p-1`, `p-2`, …).
 */
function heldPortal() {
  const held = new Map<number, HeldPage>();
  const asked: number[] = [];
  let inFlight = 0;
  let most = 0;
  const channel: CommandChannel = {
    send: <T>(command: LimeCommand) =>
      new Promise<T>((resolve, reject) => {
        const skip = Number(/\$skip=(\d+)/.exec(command.uri)?.[1]);
        const page = skip / 100 + 1;
        asked.push(page);
        inFlight += 1;
        most = Math.max(most, inFlight);
        const settle = () => {
          inFlight -= 1;
          held.delete(page);
        };
        held.set(page, {
          answer: (count) => {
            settle();
            const items = Array.from({ length: count }, (_, i) => ({
              userIdentity: `${page}-${i + 1}@blip.ai`,
              fullName: `${page}-${i + 1}`,
              email: `${page}-${i + 1}@x.com`,
              roleId: 'guest',
              userStatus: 'Accepted',
            }));
            resolve({ total: count, itemType: 'x', items } as T);
          },
          fail: (error) => {
            settle();
            reject(error);
          },
        });
      }),
  };
  // A macrotask: every microtask (answers taken, next pages asked, the lazy schema) has run.
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const page = (n: number) => {
    const entry = held.get(n);
    if (entry === undefined) throw new Error(`page ${n} was never asked`);
    return entry;
  };
  /** The pages asked and not answered yet, in page order. */
  const open = () => [...held.keys()].sort((a, b) => a - b);
  return { channel, asked, page, open, settled, mostInFlight: () => most };
}

const notFound = () => new CommandFailure('command', 'failure', 67, 'Resource not found');
const pagesOf = (members: readonly Member[]) => [
  ...new Set(members.map((m) => m.fullName.split('-')[0] ?? '')),
];

function list(portal: ReturnType<typeof heldPortal>, signal?: AbortSignal) {
  const pages: string[][] = [];
  const run = new MembersCommandGateway(portal.channel, appSettings).listAll('acme', {
    signal,
    onPage: (members) => pages.push(pagesOf(members)),
  });
  return { run, pages };
}

/** Page 1 answered full, so the window is open: pages 2 to 1 + width are asked. */
async function windowOpen(portal: ReturnType<typeof heldPortal>) {
  await portal.settled();
  expect(portal.asked).toEqual([1]);
  portal.page(1).answer(100);
  await portal.settled();
}

describe('MembersCommandGateway.listAll windowed paging (issue 34 §3)', () => {
  // The answer schemas load with the first page: loaded here, every step below is a microtask.
  beforeAll(() => memberSchemas.get('tenant users'));

  it('issue 34 §3: after a full first page, the next pages are asked a window ahead', async () => {
    const portal = heldPortal();
    const { run } = list(portal);
    await windowOpen(portal);
    expect(portal.asked).toEqual(Array.from({ length: PAGES_AHEAD + 1 }, (_, i) => i + 1));
    portal.page(2).answer(10);
    await run;
  });

  it('issue 34 §3: pages answered out of order are handed over (onPage) and returned in page order', async () => {
    const portal = heldPortal();
    const { run, pages } = list(portal);
    await windowOpen(portal);
    portal.page(4).answer(30);
    portal.page(3).answer(100);
    await portal.settled();
    expect(pages).toEqual([['1']]);
    portal.page(2).answer(100);
    const members = await run;
    expect(pages).toEqual([['1'], ['2'], ['3'], ['4']]);
    expect(pagesOf(members)).toEqual(['1', '2', '3', '4']);
    expect(members).toHaveLength(330);
  });

  it('issue 34 §3: a short page in the middle of the window ends paging; later pages are never used', async () => {
    const portal = heldPortal();
    const { run, pages } = list(portal);
    await windowOpen(portal);
    portal.page(5).answer(100);
    portal.page(4).fail(new CommandFailure('command', 'failure', 1, 'boom'));
    portal.page(3).answer(100);
    portal.page(2).answer(99);
    const members = await run;
    expect(pagesOf(members)).toEqual(['1', '2']);
    expect(members).toHaveLength(199);
    expect(pages).toEqual([['1'], ['2']]);
  });

  it('spec 1 §8 (issue 34 §3): a 67 ends paging with what was gathered, whatever later pages answer', async () => {
    const portal = heldPortal();
    const { run } = list(portal);
    await windowOpen(portal);
    portal.page(3).answer(100);
    portal.page(2).fail(notFound());
    const members = await run;
    expect(pagesOf(members)).toEqual(['1']);
  });

  it('spec 1 §8 (issue 34 §3): any other failure rejects, even with later pages answered', async () => {
    const portal = heldPortal();
    const { run } = list(portal);
    await windowOpen(portal);
    portal.page(3).answer(100);
    portal.page(2).fail(new CommandFailure('command', 'failure', 1, 'boom'));
    await expect(run).rejects.toMatchObject({ code: 1 });
  });

  it('issue 34 §3: the window never has more than its width in flight', async () => {
    const portal = heldPortal();
    const { run } = list(portal);
    await windowOpen(portal);
    // Three rounds: every open page answered full, the last one of the window first.
    for (let round = 0; round < 3; round += 1) {
      expect(portal.open()).toHaveLength(PAGES_AHEAD);
      for (const page of portal.open().reverse()) portal.page(page).answer(100);
      await portal.settled();
    }
    for (const page of portal.open()) portal.page(page).fail(notFound());
    const members = await run;
    expect(members).toHaveLength(100 * (1 + 3 * PAGES_AHEAD));
    expect(portal.mostInFlight()).toBe(PAGES_AHEAD);
  });

  it('issue 34 §3: an abort stops asking and hands over nothing more', async () => {
    const portal = heldPortal();
    const controller = new AbortController();
    const { run, pages } = list(portal, controller.signal);
    await windowOpen(portal);
    const asked = portal.asked.length;
    controller.abort();
    portal.page(2).answer(100);
    await run;
    await portal.settled();
    expect(portal.asked).toHaveLength(asked);
    expect(pages).toEqual([['1']]);
  });
});
