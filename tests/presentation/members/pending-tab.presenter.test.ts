import { describe, expect, it } from 'vitest';
import { buildPresenter, FABIO, GIL, settle } from './members-presenter.fixture';

describe('Pending tab (spec 1 §2 Pending tab, §4 PendingTenant, §8)', () => {
  it("spec 1 §4: accept sends 'accepted' and moves the member to Members: 'Member successfully approved!'", async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    await rig.presenter.pendingTab.acceptClicked(FABIO.userIdentity);
    expect(rig.gateway.sent).toEqual([
      { kind: 'status', tenantId: 'acme', userIdentity: FABIO.userIdentity, value: 'accepted' },
    ]);
    expect(rig.host.toasts).toEqual([{ type: 'success', message: 'Member successfully approved!' }]);
    expect(rig.presenter.list.pendingItems.map((item) => item.member.fullName)).toEqual(['Gil Rocha']);
    expect(rig.presenter.visibleMembers.map((item) => item.member.fullName)).toContain('Fabio Melo');
    expect(rig.alerts).toEqual([]);
    rig.presenter.stop();
  });

  it("spec 1 §8: reject asks first ('Go back' / 'Reject', loss of access); 'Go back' sends nothing", async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    rig.alertAnswers.push(false);
    await rig.presenter.pendingTab.rejectClicked(GIL.userIdentity);
    expect(rig.alerts).toEqual([
      {
        variant: 'delete',
        title: 'Reject this request?',
        body: 'gil@acme.com will lose access to this contract. This cannot be undone.',
        confirm: 'Reject',
        cancel: 'Go back',
      },
    ]);
    expect(rig.gateway.sent).toEqual([]);
    await rig.presenter.pendingTab.rejectClicked(GIL.userIdentity);
    expect(rig.gateway.sent.map((c) => c.value)).toEqual(['rejected']);
    expect(rig.host.toasts).toEqual([{ type: 'success', message: 'Member successfully rejected!' }]);
    expect(rig.presenter.list.pendingItems.map((item) => item.member.fullName)).toEqual(['Fabio Melo']);
    rig.presenter.stop();
  });

  it('spec 1 §2/§8: bulk accept and reject of the selection, with the plural messages', async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    const tab = rig.presenter.pendingTab;
    tab.selectionChanged(new Set([FABIO.userIdentity, GIL.userIdentity]));
    await tab.rejectSelectedClicked();
    expect(rig.alerts[0]?.title).toBe('Reject these requests?');
    expect(rig.alerts[0]?.body).toBe(
      'fabio@acme.com, gil@acme.com will lose access to this contract. This cannot be undone.',
    );
    expect(rig.host.toasts).toEqual([{ type: 'success', message: 'Members successfully rejected!' }]);
    expect(tab.selection.size).toBe(0);

    const again = buildPresenter();
    again.presenter.start();
    await settle();
    again.presenter.pendingTab.selectionChanged(new Set([FABIO.userIdentity, GIL.userIdentity]));
    await again.presenter.pendingTab.acceptSelectedClicked();
    expect(again.host.toasts).toEqual([{ type: 'success', message: 'Members successfully approved!' }]);
    rig.presenter.stop();
    again.presenter.stop();
  });

  it('spec 1 §8: failures, singular and plural; a failed request stays pending and selected', async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    rig.gateway.failing.add(FABIO.userIdentity);
    await rig.presenter.pendingTab.acceptClicked(FABIO.userIdentity);
    await rig.presenter.pendingTab.rejectClicked(FABIO.userIdentity);
    const tab = rig.presenter.pendingTab;
    tab.selectionChanged(new Set([FABIO.userIdentity, GIL.userIdentity]));
    await tab.acceptSelectedClicked();
    expect(rig.host.toasts.map((t) => `${t.type}: ${t.message}`)).toEqual([
      'danger: Failed to approve member',
      'danger: Failed to delete member',
      'danger: Failed to approve member(s)',
    ]);
    expect(rig.presenter.list.pendingItems.map((item) => item.member.fullName)).toEqual(['Fabio Melo']);
    expect([...tab.selection]).toEqual([FABIO.userIdentity]);
    rig.presenter.stop();
  });

  it('spec 1 §8: a bulk reject that fails says "Failed to delete member(s)"; buttons are busy meanwhile', async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = rig.gateway.setUserStatus.bind(rig.gateway);
    rig.gateway.setUserStatus = async (...args) => {
      await gate;
      return send(...args);
    };
    rig.gateway.failing.add(GIL.userIdentity);
    const tab = rig.presenter.pendingTab;
    tab.selectionChanged(new Set([FABIO.userIdentity, GIL.userIdentity]));
    const running = tab.rejectSelectedClicked();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tab.busy).toBe(true);
    expect(tab.busyIds).toEqual(new Set([FABIO.userIdentity, GIL.userIdentity]));
    release();
    await running;
    expect(tab.busy).toBe(false);
    expect(rig.host.toasts.at(-1)).toEqual({ type: 'danger', message: 'Failed to delete member(s)' });
    expect([...tab.selection]).toEqual([GIL.userIdentity]);
    expect(rig.presenter.list.pendingItems.map((item) => item.member.fullName)).toEqual(['Gil Rocha']);
    rig.presenter.stop();
  });
});
