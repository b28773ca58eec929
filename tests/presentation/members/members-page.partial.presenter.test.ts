import { describe, expect, it } from 'vitest';
import type { Member } from '../../../src/domain/members/member.entity';
import { member } from '../../domain/members/member-fixtures';
import { buildPresenter, CARLA, DIEGO, FABIO, ME, settle } from './members-presenter.fixture';

/** The listing hands over its first page, then waits for the test before the last one. */
function pagedInTwo(rig: ReturnType<typeof buildPresenter>, first: Member[], last: Member[]) {
  let finish: () => void = () => undefined;
  const rest = new Promise<void>((resolve) => (finish = resolve));
  rig.gateway.listAll = async (_tenantId, options = {}) => {
    options.onPage?.(first);
    await rest;
    options.onPage?.(last);
    return [...first, ...last];
  };
  return { finish };
}

describe('MembersPagePresenter while the list pages (issue 34 §4)', () => {
  it('issue 34 §4: the first load reads as incomplete until paging ends; a reload keeps the complete list', async () => {
    const rig = buildPresenter();
    const listing = pagedInTwo(rig, [ME, CARLA], [DIEGO, FABIO]);
    rig.presenter.start();
    await settle();
    expect(rig.presenter.listingIncomplete).toBe(true);
    expect(rig.presenter.visibleMembers.map((item) => item.member)).toEqual([CARLA]);
    listing.finish();
    await settle();
    expect(rig.presenter.listingIncomplete).toBe(false);
    expect(rig.presenter.pendingCount).toBe(1);

    const reload = pagedInTwo(rig, [ME, CARLA], [DIEGO]);
    void rig.presenter.reload();
    await settle();
    expect(rig.presenter.listingIncomplete).toBe(false);
    reload.finish();
    await settle();
    rig.presenter.stop();
  });

  it('issue 34 §2: the complete listing gives the contract card its count; a part of it never does', async () => {
    const rig = buildPresenter();
    const listing = pagedInTwo(rig, [ME, CARLA], [DIEGO, FABIO]);
    rig.presenter.start();
    await settle();
    expect(rig.membersCount.status).toBe('idle');
    listing.finish();
    await settle();
    // Ana, Carla and Diego; Fabio only asks to join.
    expect([rig.membersCount.status, rig.membersCount.count]).toEqual(['known', 3]);
    rig.presenter.stop();
  });

  it('issue 34 §4: a listing that fails ends the incomplete state (the page shows the failure)', async () => {
    const rig = buildPresenter();
    rig.gateway.listError = new Error('down');
    rig.presenter.start();
    await settle();
    expect([rig.presenter.status, rig.presenter.listingIncomplete]).toEqual(['failed', false]);
  });

  it('issue 34 §4: the rows on screen have their accounts looked up first', async () => {
    const rig = buildPresenter();
    const people = Array.from({ length: 30 }, (_, i) => member({ email: `m${i}@x.com` }));
    rig.gateway.pages = [[ME, ...people]];
    const asked: string[] = [];
    const answers: (() => void)[] = [];
    rig.gateway.lookupAccounts = (members) =>
      new Promise<void>((resolve) => {
        asked.push(...members.map((one) => one.email));
        answers.push(resolve);
      });
    rig.presenter.start();
    await settle();
    expect(asked).toHaveLength(6);
    rig.presenter.visibleRowsChanged([people[25]!.userIdentity, people[26]!.userIdentity]);
    answers.shift()?.();
    answers.shift()?.();
    await settle();
    expect(asked.slice(6)).toEqual(['m25@x.com', 'm26@x.com']);
    rig.presenter.stop();
  });
});
