import { describe, expect, it } from 'vitest';
import { buildPresenter, ELISA, settle } from './members-presenter.fixture';

const names = (items: readonly { member: { fullName: string } }[]) =>
  items.map((item) => item.member.fullName);
const messages = (rig: { host: { toasts: { type: string; message: string }[] } }) =>
  rig.host.toasts.map((toast) => `${toast.type}: ${toast.message}`);

describe('MembersPagePresenter (spec 1 §2 Members page)', () => {
  it('spec 1 §6: an admin views and edits tenant-members (tabs, selection, invite)', async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    expect(rig.presenter.status).toBe('ready');
    expect(rig.presenter.canViewMembers).toBe(true);
    expect(rig.presenter.canEditMembers).toBe(true);
    expect(rig.presenter.tenantName).toBe('Acme Corp');
    expect(names(rig.presenter.visibleMembers)).toEqual(['Carla Dias', 'Diego Reis', 'elisa@acme.com']);
    expect(names(rig.presenter.list.pendingItems)).toEqual(['Fabio Melo', 'Gil Rocha']);
    expect(rig.presenter.pendingCount).toBe(2);
    rig.presenter.stop();
  });

  it('spec 1 §6: a member and a guest may neither view nor edit tenant-members', () => {
    for (const roleId of ['member', 'guest'] as const) {
      const { presenter } = buildPresenter({ roleId });
      expect(presenter.canViewMembers).toBe(false);
      expect(presenter.canEditMembers).toBe(false);
      presenter.tabChanged('pending');
      expect(presenter.activeTab).toBe('members');
    }
  });

  it('spec 1 §7/§8: account lookups merge in (an invitee gets its name)', async () => {
    const rig = buildPresenter();
    rig.gateway.accounts.set(ELISA.userIdentity, { fullName: 'Elisa Prado', email: 'elisa@acme.com' });
    rig.presenter.start();
    await settle();
    expect(names(rig.presenter.visibleMembers)).toEqual(['Carla Dias', 'Diego Reis', 'Elisa Prado']);
    expect(rig.presenter.list.lookupsRunning).toBe(false);
    rig.presenter.stop();
  });

  it('spec 1 §5: the search filters by the debounced term only', async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    rig.presenter.search.changed('DIEGO');
    expect(rig.presenter.visibleMembers).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 520));
    expect(names(rig.presenter.visibleMembers)).toEqual(['Diego Reis']);
    rig.presenter.stop();
  });

  it('spec 1 §8: a first load that fails shows the failed state; retry loads again', async () => {
    const rig = buildPresenter();
    rig.gateway.listError = new Error('down');
    rig.presenter.start();
    await settle();
    expect(rig.presenter.status).toBe('failed');
    expect(rig.logger.errors.map((entry) => entry.message)).toContain('Members failed to load');
    rig.gateway.listError = undefined;
    rig.presenter.retryClicked();
    await settle();
    expect(rig.presenter.status).toBe('ready');
    rig.presenter.stop();
  });

  it("spec 1 §2 'Invite': a confirmed InviteModal reloads the list; a cancelled one does not", async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    const invited = {
      ...ELISA,
      userIdentity: 'hana%40acme.com@blip.ai',
      email: 'hana@acme.com',
      fullName: 'hana@acme.com',
    };
    rig.gateway.pages[0]!.push(invited);
    await rig.presenter.inviteClicked();
    await settle();
    expect(rig.presenter.visibleMembers).toHaveLength(3);
    rig.modalAnswer = true;
    await rig.presenter.inviteClicked();
    await settle();
    expect(names(rig.presenter.visibleMembers)).toContain('hana@acme.com');
    rig.presenter.stop();
  });

  it("spec 1 §8: 'Failed to load members' when the reload after an invite fails; the rows stay", async () => {
    const rig = buildPresenter();
    rig.presenter.start();
    await settle();
    rig.modalAnswer = true;
    rig.gateway.listError = new Error('down');
    await rig.presenter.inviteClicked();
    await settle();
    expect(messages(rig)).toEqual(['danger: Failed to load members']);
    expect(rig.presenter.visibleMembers).toHaveLength(3);
    expect(rig.presenter.status).toBe('ready');
    rig.presenter.stop();
  });
});
