import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { membersTable, renderMembers, renderMembersUngated, tableRows } from './members-view.fixture';

const others = (host: ReturnType<typeof renderMembers>['host']) =>
  host.state.members.filter(
    (m) => m.userIdentity !== host.state.loggedUser.identity && m.userStatus !== 'Rejected',
  );

describe('MembersPage (spec 1 §2 Members page)', () => {
  it("spec 1 §2: header 'Members of {tenant name}' with a back link to '/'; Members and Pending tabs with the count", async () => {
    const { host } = renderMembers();
    const table = await membersTable();
    expect(
      screen.getByRole('heading', { level: 1, name: `Members of ${host.state.tenant.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    const pendingCount = others(host).filter((m) => m.userStatus === 'PendingTenant').length;
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: `Pending ${pendingCount}` })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Select all', 'Name', 'Email', 'Role']);
  });

  it("spec 1 §2: rows are the members but the logged user; invitees end in ' (Pending)'; roles by label", async () => {
    const { host } = renderMembers();
    const table = await membersTable();
    const listed = others(host).filter((m) => m.userStatus !== 'PendingTenant');
    await waitFor(() => expect(tableRows(table)).toHaveLength(listed.length));
    const rows = tableRows(table);
    expect(rows.some((row) => row[1] === host.state.loggedUser.email)).toBe(false);
    const invitee = listed.find((m) => m.userStatus === 'PendingUser' && !m.hasAccount)!;
    expect(rows).toContainEqual([`${invitee.email} (Pending)`, invitee.email, expect.any(String)]);
    const withAccount = listed.find((m) => m.userStatus === 'PendingUser' && m.hasAccount)!;
    // Its name arrives with the account lookup (the list only knows the e-mail).
    await waitFor(() =>
      expect(tableRows(table)).toContainEqual([
        `${withAccount.fullName} (Pending)`,
        withAccount.email,
        expect.any(String),
      ]),
    );
    const labels = { admin: 'Admin', member: 'Editor', guest: 'Viewer' } as const;
    const accepted = listed.find((m) => m.userStatus === 'Accepted')!;
    expect(tableRows(table)).toContainEqual([accepted.fullName, accepted.email, labels[accepted.roleId]]);
  });

  it("spec 1 §2/§5: role change of 3 selected members ('Edit 3 member(s)', Apply disabled until chosen)", async () => {
    const { host, ui } = renderMembers();
    const table = await membersTable();
    const owner = host.state.tenant.ownerIdentity;
    const targets = others(host)
      .filter((m) => m.userStatus === 'Accepted' && m.userIdentity !== owner && m.roleId !== 'member')
      .slice(0, 3);
    for (const target of targets) {
      await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${target.fullName}` }));
    }
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const panel = screen.getByRole('dialog', { name: 'Edit 3 member(s)' });
    expect(
      within(panel)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['guest', 'member', 'admin']); // spec 1 §4 Edit: 'guest, member, admin'
    expect(within(panel).getByRole('radio', { name: 'Viewer' })).toHaveAccessibleDescription(
      'Only view info of contract.',
    );
    const apply = within(panel).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Editor' }));
    expect(apply).toBeEnabled();
    await userEvent.click(apply);
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: 'Member(s) successfully updated' }),
    );
    for (const target of targets) {
      expect(host.state.members.find((m) => m.userIdentity === target.userIdentity)?.roleId).toBe('member');
      await waitFor(() => expect(tableRows(table)).toContainEqual([target.fullName, target.email, 'Editor']));
    }
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("spec 1 §8: a failed role change says 'Failed to update member(s)' and the table shows the backend's roles", async () => {
    const { host, ui } = renderMembers();
    const table = await membersTable();
    const target = others(host).find((m) => m.userStatus === 'Accepted' && m.roleId === 'guest')!;
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${target.fullName}` }));
    host.configureFaults({ failRate: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'danger', message: 'Failed to update member(s)' }),
    );
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'danger', message: 'Failed to load members' }),
    );
    expect(host.state.members.find((m) => m.userIdentity === target.userIdentity)?.roleId).toBe('guest');
    expect(tableRows(table)).toContainEqual([target.fullName, target.email, 'Viewer']);
  });

  it("spec 1 §2: delete asks 'Are you sure you want to delete these members?' and removes them", async () => {
    const { host, ui } = renderMembers();
    const table = await membersTable();
    const target = others(host).find(
      (m) => m.userStatus === 'Accepted' && m.userIdentity !== host.state.tenant.ownerIdentity,
    )!;
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${target.fullName}` }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const panel = screen.getByRole('dialog', { name: 'Are you sure you want to delete these members?' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(ui.toasts).toContainEqual({ type: 'success', message: 'Member(s) deleted(s)' }),
    );
    expect(host.state.members.some((m) => m.userIdentity === target.userIdentity)).toBe(false);
    expect(tableRows(table).some((row) => row[1] === target.email)).toBe(false);
  });

  it("spec 1 §2 'Invite': the host's InviteModal, then the list reloads with the invitee as ' (Pending)'", async () => {
    const { ui } = renderMembers();
    const table = await membersTable();
    ui.answerModals({ confirmed: true, data: { emails: ['new.person@acme.com'], roleId: 'member' } });
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(ui.modals.map((modal) => modal.template)).toEqual(['InviteModal']);
    await waitFor(() =>
      expect(tableRows(table)).toContainEqual([
        'new.person@acme.com (Pending)',
        'new.person@acme.com',
        'Editor',
      ]),
    );
  });

  it('spec 1 §2/§5: the search icon opens the input; rows filter 500 ms after typing; Escape closes it', async () => {
    const { host } = renderMembers();
    const table = await membersTable();
    const target = others(host).find((m) => m.userStatus === 'Accepted')!;
    await userEvent.click(screen.getByRole('button', { name: 'Search members' }));
    const input = screen.getByRole('searchbox', { name: 'Search members' });
    expect(input).toHaveFocus();
    await userEvent.type(input, target.fullName.toUpperCase());
    const before = tableRows(table).length;
    expect(before).toBeGreaterThan(1);
    await waitFor(() => expect(tableRows(table).map((row) => row[1])).toEqual([target.email]));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Search members' })).toHaveFocus();
    await waitFor(() => expect(tableRows(table).length).toBe(before));
  });

  it('spec 1 §5: a search without matches says so', async () => {
    renderMembers();
    const table = await membersTable();
    await userEvent.click(screen.getByRole('button', { name: 'Search members' }));
    await userEvent.type(screen.getByRole('searchbox'), 'zzzz-nobody');
    expect(await within(table).findByText('No members match your search')).toBeInTheDocument();
  });
});

describe('MembersPage: roles (spec 1 §6 matrix)', () => {
  it.each(['member', 'guest'] as const)(
    'spec 1 §6: a %s may not view tenant-members: the gate refuses /members and tells the host',
    async (role) => {
      const { ui, router } = renderMembers({ role });
      await screen.findAllByRole('region');
      await waitFor(() => expect(ui.unauthorizedPaths).toContain('/members'));
      expect(router.state.location.pathname).toBe('/');
      expect(screen.queryByRole('table', { name: 'Members' })).toBeNull();
    },
  );

  it('spec 1 §6: the page itself shows no tabs, no selection and no Invite without the members permission', async () => {
    const { host } = renderMembersUngated({ role: 'member' });
    const table = await membersTable();
    await waitFor(() => expect(tableRows(table).length).toBeGreaterThan(0));
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search members' })).toBeInTheDocument();
    expect(host.state.members.length).toBeGreaterThan(1);
  });

  it('spec 1 §1: texts in Portuguese and Spanish', async () => {
    const pt = renderMembers({ lang: 'pt' });
    await screen.findByRole('table', { name: 'Membros' });
    expect(
      screen.getByRole('heading', { level: 1, name: `Membros de ${pt.host.state.tenant.name}` }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Pendentes/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convidar' })).toBeInTheDocument();
    pt.unmount();
    const es = renderMembers({ lang: 'es' });
    const table = await screen.findByRole('table', { name: 'Miembros' });
    expect(within(table).getByRole('columnheader', { name: 'Correo electrónico' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: `Miembros de ${es.host.state.tenant.name}` }),
    ).toBeInTheDocument();
  });
});
