import { describe, expect, it } from 'vitest';
import { member } from '../../domain/members/member-fixtures';
import { buildPresenter, CARLA, DIEGO, FABIO, GIL, settle } from './members-presenter.fixture';

// The fixture's list: Ana (the logged user), Carla, Diego, Elisa (invited) count; Fabio and Gil
// only ask to join.
const LISTED_COUNT = 4;
const HANA = member({ email: 'hana@acme.com', fullName: 'hana@acme.com', userStatus: 'PendingUser' });

/** The members page with its whole list listed, as the contract card's count reads it. */
async function listedPage() {
  const rig = buildPresenter();
  rig.presenter.start();
  await settle();
  expect([rig.membersCount.status, rig.membersCount.count]).toEqual(['known', LISTED_COUNT]);
  return rig;
}

const known = (rig: Awaited<ReturnType<typeof listedPage>>) => [
  rig.membersCount.status,
  rig.membersCount.count,
];

describe("the contract card's 'Members' count follows the members list (issue 37 §2, spec 1 §2 Contract card)", () => {
  it('issue 37 §2 (spec 1 §2 Contract card): a delete lowers the count, even when the reload after it fails', async () => {
    const rig = await listedPage();
    rig.presenter.membersTab.selectionChanged(new Set([CARLA.userIdentity]));
    rig.gateway.listError = new Error('down');
    await rig.presenter.membersTab.deleteConfirmed();
    await settle();
    expect(known(rig)).toEqual(['known', LISTED_COUNT - 1]);
    rig.presenter.stop();
  });

  it('issue 37 §2 (spec 1 §2 Contract card): the count is right as soon as a delete is done, before its reload answers', async () => {
    const rig = await listedPage();
    // The reload after the delete answers only when dropped.
    rig.gateway.listAll = (_tenantId, options) =>
      new Promise((_resolve, reject) =>
        options?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    rig.presenter.membersTab.selectionChanged(new Set([CARLA.userIdentity, DIEGO.userIdentity]));
    const deleting = rig.presenter.membersTab.deleteConfirmed();
    await settle();
    expect(known(rig)).toEqual(['known', LISTED_COUNT - 2]);
    // The user goes home while the reload is on its way: the page stops and drops it.
    rig.presenter.stop();
    await deleting;
    expect(known(rig)).toEqual(['known', LISTED_COUNT - 2]);
  });

  it('issue 37 §2 (spec 1 §2 Contract card): accepting a join request adds one; rejecting one changes nothing', async () => {
    const rig = await listedPage();
    rig.gateway.listError = new Error('down');
    await rig.presenter.pendingTab.acceptClicked(FABIO.userIdentity);
    expect(known(rig)).toEqual(['known', LISTED_COUNT + 1]);
    await rig.presenter.pendingTab.rejectClicked(GIL.userIdentity);
    expect(known(rig)).toEqual(['known', LISTED_COUNT + 1]);
    rig.presenter.stop();
  });

  it('issue 37 §2 (spec 1 §2 Contract card): a role change keeps the count, taken again from the reload', async () => {
    const rig = await listedPage();
    rig.presenter.membersTab.selectionChanged(new Set([CARLA.userIdentity]));
    rig.presenter.membersTab.roleChosen('admin');
    // Someone else removed Diego meanwhile: the reload after the change lists it.
    rig.gateway.pages = rig.gateway.pages.map((page) => page.filter((m) => m !== DIEGO));
    await rig.presenter.membersTab.applyRoleClicked();
    await settle();
    expect(known(rig)).toEqual(['known', LISTED_COUNT - 1]);
    rig.presenter.stop();
  });

  it('issue 37 §2 (spec 1 §2 Contract card): an invite counts the invitee once the reload lists them', async () => {
    const rig = await listedPage();
    rig.gateway.pages[0]!.push(HANA);
    rig.modalAnswer = true;
    await rig.presenter.inviteClicked();
    await settle();
    expect(known(rig)).toEqual(['known', LISTED_COUNT + 1]);
    rig.presenter.stop();
  });

  it('issue 37 §2 (spec 1 §2 Contract card): an invite whose reload never lands leaves the count unknown, so the home counts again', async () => {
    const rig = await listedPage();
    let confirm: (confirmed: boolean) => void = () => undefined;
    rig.host.modalAnswer = () => new Promise<boolean>((resolve) => (confirm = resolve));
    const inviting = rig.presenter.inviteClicked();
    await settle();
    rig.gateway.pages[0]!.push(HANA);
    rig.presenter.stop();
    confirm(true);
    await inviting;
    // A command answered late must not give back a count without the invitee.
    await rig.presenter.pendingTab.rejectClicked(GIL.userIdentity);
    expect(rig.membersCount.status).toBe('idle');
    await rig.membersCount.start();
    expect(known(rig)).toEqual(['known', LISTED_COUNT + 1]);
  });
});
