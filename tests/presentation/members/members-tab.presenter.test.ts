import { describe, expect, it } from 'vitest';
import { buildPresenter, CARLA, DIEGO, ELISA, settle } from './members-presenter.fixture';

const roles = (rig: ReturnType<typeof buildPresenter>) =>
  rig.presenter.visibleMembers.map((item) => `${item.member.fullName}:${item.member.roleId}`);

describe('Members tab actions (spec 1 §2 Edit and Delete dropdowns, §4, §8)', () => {
  it('spec 1 §5 Other: Apply is disabled until a role is chosen', async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    const tab = rig.presenter.membersTab;
    tab.selectionChanged(new Set([CARLA.userIdentity]));
    tab.editToggled(true);
    expect(tab.applyDisabled).toBe(true);
    tab.roleChosen('admin');
    expect(tab.applyDisabled).toBe(false);
    tab.editToggled(false);
    expect(tab.chosenRole).toBeUndefined();
    rig.presenter.stop();
  });

  it("spec 1 §2/§4: the role goes to every selected member, 'Member(s) successfully updated', then reload", async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    const tab = rig.presenter.membersTab;
    tab.selectionChanged(new Set([CARLA.userIdentity, DIEGO.userIdentity, ELISA.userIdentity]));
    expect(tab.selectedCount).toBe(3);
    tab.editToggled(true);
    tab.roleChosen('admin');
    const listCalls = rig.gateway.lookedUp.length;
    await tab.applyRoleClicked();
    expect(rig.gateway.sent.map((c) => `${c.kind}:${c.userIdentity}:${c.value}`).sort()).toEqual(
      [CARLA, DIEGO, ELISA].map((m) => `role:${m.userIdentity}:admin`).sort(),
    );
    expect(rig.host.toasts).toEqual([{ type: 'success', message: 'Member(s) successfully updated' }]);
    expect(roles(rig)).toEqual(['Carla Dias:admin', 'Diego Reis:admin', 'elisa@acme.com:admin']);
    expect(tab.editOpen).toBe(false);
    expect(tab.selectedCount).toBe(0);
    await settle();
    expect(rig.gateway.lookedUp.length).toBeGreaterThan(listCalls);
    rig.presenter.stop();
  });

  it("spec 1 §8: a failed change says 'Failed to update member(s)', reloads, and keeps the failed ones selected", async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    const tab = rig.presenter.membersTab;
    rig.gateway.failing.add(DIEGO.userIdentity);
    tab.selectionChanged(new Set([CARLA.userIdentity, DIEGO.userIdentity]));
    tab.roleChosen('member');
    const reloaded = rig.gateway.lookedUp.length;
    await tab.applyRoleClicked();
    expect(rig.host.toasts).toEqual([{ type: 'danger', message: 'Failed to update member(s)' }]);
    expect([...tab.selection]).toEqual([DIEGO.userIdentity]);
    await settle();
    // After the reload the table shows what the backend holds: Carla changed, Diego did not.
    expect(rig.gateway.lookedUp.length).toBeGreaterThan(reloaded);
    expect(roles(rig)).toEqual(['Carla Dias:member', 'Diego Reis:member', 'elisa@acme.com:member']);
    expect(rig.gateway.sent.filter((c) => c.userIdentity === DIEGO.userIdentity)).toHaveLength(1);
    rig.presenter.stop();
  });

  it("spec 1 §2: delete removes the selected members: 'Member(s) deleted(s)' / 'Failed to delete member(s)'", async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    const tab = rig.presenter.membersTab;
    tab.selectionChanged(new Set([CARLA.userIdentity]));
    tab.deleteToggled(true);
    expect(tab.deleteOpen).toBe(true);
    await tab.deleteConfirmed();
    expect(rig.host.toasts.at(-1)).toEqual({ type: 'success', message: 'Member(s) deleted(s)' });
    expect(rig.presenter.visibleMembers.map((item) => item.member.fullName)).toEqual([
      'Diego Reis',
      'elisa@acme.com',
    ]);
    expect(tab.deleteOpen).toBe(false);
    await settle();
    rig.gateway.failing.add(DIEGO.userIdentity);
    tab.selectionChanged(new Set([DIEGO.userIdentity]));
    await tab.deleteConfirmed();
    expect(rig.host.toasts.at(-1)).toEqual({ type: 'danger', message: 'Failed to delete member(s)' });
    expect(rig.presenter.visibleMembers.map((item) => item.member.fullName)).toContain('Diego Reis');
    rig.presenter.stop();
  });

  it('actions apply only to the selected rows the search shows', async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    const tab = rig.presenter.membersTab;
    tab.selectionChanged(new Set([CARLA.userIdentity, DIEGO.userIdentity]));
    rig.presenter.search.changed('carla');
    await new Promise((resolve) => setTimeout(resolve, 520));
    expect([...tab.selection]).toEqual([CARLA.userIdentity]);
    tab.roleChosen('admin');
    await tab.applyRoleClicked();
    expect(rig.gateway.sent.map((c) => c.userIdentity)).toEqual([CARLA.userIdentity]);
    rig.presenter.stop();
  });
});
