import { describe, expect, it } from 'vitest';
import { FakeHostError } from '../../../simulator/fake-host/backend/fake-host.error';
import { memoryHost } from '../../infrastructure/support/memory-host';

describe('FakeHost: showModal', () => {
  it('InviteModal confirmed with {emails, roleId} adds PendingUser members and answers true', async () => {
    const { host, ui } = memoryHost();
    ui.answerModals({
      confirmed: true,
      data: { emails: ['New.Person@Example.com', 'other@example.org'], roleId: 'member' },
    });
    const before = host.state.members.length;
    expect(await host.handle('showModal', { template: 'InviteModal' })).toBe(true);
    const added = host.state.members.slice(before);
    expect(added).toEqual([
      expect.objectContaining({
        email: 'new.person@example.com',
        roleId: 'member',
        userStatus: 'PendingUser',
        fullName: '',
      }),
      expect.objectContaining({ email: 'other@example.org', roleId: 'member', userStatus: 'PendingUser' }),
    ]);
    expect(added[0]?.userIdentity).toBe('new.person%40example.com@blip.ai');
    expect(ui.modals[0]).toMatchObject({ template: 'InviteModal', content: { template: 'InviteModal' } });
  });

  it('InviteModal skips current members and invalid addresses; an unknown role becomes guest', async () => {
    const { host, ui } = memoryHost();
    const existing = host.state.members[3]!.email;
    ui.answerModals({
      confirmed: true,
      data: { emails: [existing, 'not-an-email', 'fresh@example.com'], roleId: 'owner' },
    });
    const before = host.state.members.length;
    await host.handle('showModal', { template: 'InviteModal' });
    const added = host.state.members.slice(before);
    expect(added.map((m) => [m.email, m.roleId])).toEqual([['fresh@example.com', 'guest']]);
  });

  it('InviteModal cancelled answers false and changes nothing (the default answer)', async () => {
    const { host } = memoryHost();
    const before = host.state.members;
    expect(await host.handle('showModal', { template: 'InviteModal' })).toBe(false);
    expect(host.state.members).toEqual(before);
  });

  it('invited members show up in the members pages as PendingUser', async () => {
    const { host, ui, channel } = memoryHost();
    ui.answerModals({ confirmed: true, data: { emails: ['invitee@example.com'], roleId: 'admin' } });
    await host.handle('showModal', { template: 'InviteModal' });
    const page = await channel.send<{ items: Array<{ email: string; userStatus: string }> }>({
      to: 'postmaster@portal.blip.ai',
      method: 'get',
      uri: `/tenants/${host.state.tenant.id}/users?$skip=0&$take=100`,
    });
    expect(page.items.find((m) => m.email === 'invitee@example.com')).toMatchObject({
      userStatus: 'PendingUser',
    });
  });

  it('InviteAgentModal confirmed with {emails} adds enabled agents with no tickets', async () => {
    const { host, ui } = memoryHost();
    ui.answerModals({ confirmed: true, data: { emails: ['agent.one@example.com'] } });
    const before = host.state.agents.length;
    expect(await host.handle('showModal', { template: 'InviteAgentModal' })).toBe(true);
    expect(host.state.agents.slice(before)).toEqual([
      expect.objectContaining({
        email: 'agent.one@example.com',
        userIdentity: 'agent.one%40example.com@blip.ai',
        isEnabled: true,
        ticketsThisMonth: 0,
        applications: [],
      }),
    ]);
  });

  it("CallsTermsModal confirmed accepts the calls terms for the tenant ('calls-new' has not yet)", async () => {
    const { host, ui } = memoryHost({ scenario: 'calls-new' });
    expect(host.state.callsTerms.accepted).toBe(false);
    ui.answerModals({ confirmed: false }, { confirmed: true, data: {} });
    expect(await host.handle('showModal', { template: 'CallsTermsModal' })).toBe(false);
    expect(host.state.callsTerms.accepted).toBe(false);
    expect(await host.handle('showModal', { template: 'CallsTermsModal' })).toBe(true);
    expect(host.state.callsTerms).toMatchObject({
      accepted: true,
      acceptedBy: host.state.loggedUser.identity,
    });
  });

  it('accepts the Tenant:showModal alias and refuses unknown templates', async () => {
    const { host, ui } = memoryHost();
    ui.answerModals({ confirmed: true, data: {} });
    expect(await host.handle('Tenant:showModal', { template: 'CallsTermsModal' })).toBe(true);
    await expect(host.handle('showModal', { template: 'EvilModal' })).rejects.toThrow(FakeHostError);
  });
});
