import { describe, expect, it } from 'vitest';
import { buildPresenter, CARLA, DIEGO, ELISA, settle, type PresenterRig } from './members-presenter.fixture';

const roleOf = (rig: PresenterRig, identity: string) =>
  rig.presenter.list.memberItems.find((item) => item.key === identity)?.member.roleId;

async function changeToAdmin(rig: PresenterRig, ids: readonly string[]): Promise<void> {
  rig.presenter.start();
  await settle();
  const tab = rig.presenter.membersTab;
  tab.selectionChanged(new Set(ids));
  tab.roleChosen('admin');
  await tab.applyRoleClicked();
  await settle();
}

describe('members: Undo after a role change (issue 38 §2)', () => {
  it('issue 38 §2: the undo puts each member back to its own previous role and reloads', async () => {
    const rig = buildPresenter();
    rig.gateway.failing.add(ELISA.userIdentity);
    await changeToAdmin(rig, [CARLA.userIdentity, DIEGO.userIdentity, ELISA.userIdentity]);
    const undo = rig.presenter.undo;
    // Elisa's change failed: nothing of hers to undo.
    expect(undo.phase).toBe('offered');
    expect(undo.text).toBe('Roles of 2 members changed.');
    expect(roleOf(rig, CARLA.userIdentity)).toBe('admin');
    rig.gateway.failing.clear();
    const sentBefore = rig.gateway.sent.length;
    const listedBefore = rig.gateway.lookedUp.length;
    await undo.undoClicked();
    await settle();
    expect(
      rig.gateway.sent.slice(sentBefore).map((command) => [command.userIdentity, command.value]),
    ).toEqual([
      [CARLA.userIdentity, 'guest'],
      [DIEGO.userIdentity, 'member'],
    ]);
    expect(rig.gateway.lookedUp.length).toBeGreaterThan(listedBefore);
    expect(roleOf(rig, CARLA.userIdentity)).toBe('guest');
    expect(roleOf(rig, DIEGO.userIdentity)).toBe('member');
    expect(undo.text).toBe('Undone.');
    rig.presenter.stop();
  });

  it('issue 38 §2: a member whose role could not be put back is named, and the list still reloads', async () => {
    const rig = buildPresenter();
    await changeToAdmin(rig, [CARLA.userIdentity, DIEGO.userIdentity]);
    rig.gateway.failing.add(DIEGO.userIdentity);
    const listedBefore = rig.gateway.lookedUp.length;
    await rig.presenter.undo.undoClicked();
    await settle();
    expect(rig.presenter.undo.phase).toBe('partial');
    expect(rig.presenter.undo.text).toBe('Could not restore: Diego Reis.');
    expect(rig.gateway.lookedUp.length).toBeGreaterThan(listedBefore);
    expect(roleOf(rig, CARLA.userIdentity)).toBe('guest');
    expect(roleOf(rig, DIEGO.userIdentity)).toBe('admin');
    rig.presenter.stop();
  });

  it('issue 38 §2: a delete offers no Undo', async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    const tab = rig.presenter.membersTab;
    tab.selectionChanged(new Set([CARLA.userIdentity]));
    await tab.deleteConfirmed();
    await settle();
    expect(rig.presenter.undo.shown).toBe(false);
    rig.presenter.stop();
  });
});
