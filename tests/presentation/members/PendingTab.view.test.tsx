import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMembers, tableRows } from './members-view.fixture';

async function openPending(_rendered: ReturnType<typeof renderMembers>) {
  const tab = await screen.findByRole('tab', { name: /^Pending/ });
  await userEvent.click(tab);
  return screen.getByRole('table', { name: 'Pending requests' });
}

const requests = (host: ReturnType<typeof renderMembers>['host']) =>
  host.state.members.filter((m) => m.userStatus === 'PendingTenant');

describe('Pending tab (spec 1 §2 Pending tab, §4, §8)', () => {
  it('spec 1 §2: Name and Email, with Accept and Delete on each row', async () => {
    const rendered = renderMembers();
    const table = await openPending(rendered);
    const pending = requests(rendered.host);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Select all', 'Name', 'Email', 'Actions']);
    expect(tableRows(table)).toEqual(pending.map((m) => [m.fullName, m.email, 'AcceptDelete']));
    expect(within(table).getByRole('button', { name: `Accept ${pending[0]!.fullName}` })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `Delete ${pending[0]!.fullName}` })).toBeInTheDocument();
  });

  it("spec 1 §4: Accept sends 'accepted', the request leaves the tab and joins Members: 'Member successfully approved!'", async () => {
    const rendered = renderMembers();
    const table = await openPending(rendered);
    const [first] = requests(rendered.host);
    await userEvent.click(within(table).getByRole('button', { name: `Accept ${first!.fullName}` }));
    await waitFor(() =>
      expect(rendered.ui.toasts).toContainEqual({
        type: 'success',
        message: 'Member successfully approved!',
      }),
    );
    expect(rendered.host.state.members.find((m) => m.userIdentity === first!.userIdentity)?.userStatus).toBe(
      'Accepted',
    );
    await waitFor(() => expect(tableRows(table).some((row) => row[1] === first!.email)).toBe(false));
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    expect(tableRows(screen.getByRole('table', { name: 'Members' }))).toContainEqual([
      first!.fullName,
      first!.email,
      'Viewer',
    ]);
  });

  it("spec 1 §8: Delete asks first ('Go back' keeps it); 'Reject' sends 'rejected': 'Member successfully rejected!'", async () => {
    const rendered = renderMembers();
    const table = await openPending(rendered);
    const [first] = requests(rendered.host);
    rendered.ui.answerAlerts(false, true);
    await userEvent.click(within(table).getByRole('button', { name: `Delete ${first!.fullName}` }));
    await waitFor(() => expect(rendered.ui.alerts).toHaveLength(1));
    expect(rendered.ui.alerts[0]?.alert).toMatchObject({
      title: 'Reject this request?',
      body: `${first!.email} will lose access to this contract. This cannot be undone.`,
      confirm: 'Reject',
      cancel: 'Go back',
    });
    expect(rendered.host.state.members.find((m) => m.userIdentity === first!.userIdentity)?.userStatus).toBe(
      'PendingTenant',
    );
    await userEvent.click(within(table).getByRole('button', { name: `Delete ${first!.fullName}` }));
    await waitFor(() =>
      expect(rendered.ui.toasts).toContainEqual({
        type: 'success',
        message: 'Member successfully rejected!',
      }),
    );
    expect(rendered.host.state.members.find((m) => m.userIdentity === first!.userIdentity)?.userStatus).toBe(
      'Rejected',
    );
  });

  it("spec 1 §2/§8: bulk accept of the selection: 'Members successfully approved!'; then 'No pending requests'", async () => {
    const rendered = renderMembers();
    const table = await openPending(rendered);
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    const bar = screen.getByText(`${requests(rendered.host).length} selected`).parentElement!;
    await userEvent.click(within(bar).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(rendered.ui.toasts).toContainEqual({
        type: 'success',
        message: 'Members successfully approved!',
      }),
    );
    expect(await within(table).findByText('No pending requests')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending 0' })).toBeInTheDocument();
    expect(requests(rendered.host)).toEqual([]);
  });

  it("spec 1 §8: bulk reject that fails: 'Failed to delete member(s)', the requests stay", async () => {
    const rendered = renderMembers();
    const table = await openPending(rendered);
    const count = requests(rendered.host).length;
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    rendered.host.configureFaults({ failRate: 1 });
    const bar = screen.getByText(`${count} selected`).parentElement!;
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(rendered.ui.toasts).toContainEqual({ type: 'danger', message: 'Failed to delete member(s)' }),
    );
    expect(rendered.ui.alerts[0]?.alert.title).toBe('Reject these requests?');
    expect(requests(rendered.host)).toHaveLength(count);
    expect(tableRows(table)).toHaveLength(count);
  });
});
