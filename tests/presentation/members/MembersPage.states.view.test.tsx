import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { renderModule } from '../shared/render-module';
import { MEMBERS_PAGES, membersTable, renderMembers } from './members-view.fixture';

describe('MembersPage states and keyboard', () => {
  it('shows a loading state until the first page arrives', async () => {
    renderMembers({ latencyMs: 150 });
    expect(await screen.findByText('Loading members…')).toBeInTheDocument();
    await membersTable();
    expect(screen.queryByText('Loading members…')).toBeNull();
  });

  it("spec 1 §8: a first load that fails says 'Failed to load members'; 'Try again' loads the list", async () => {
    const rendered = renderModule({ pages: MEMBERS_PAGES, fakeHost: { lang: 'en' } });
    await screen.findAllByRole('region');
    const host = rendered.container.get<FakeHost>(FakeHostToken);
    host.configureFaults({ failRate: 1 });
    await act(() => rendered.router.navigate('/members'));
    expect(await screen.findByText('Failed to load members')).toBeInTheDocument();
    expect(screen.getByText(/We could not get this contract's members/)).toBeInTheDocument();
    expect(rendered.ui.toasts).toEqual([]);
    host.configureFaults({ failRate: 0 });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await membersTable()).toBeInTheDocument();
  });

  it("a new contract: 'No other members in this contract yet' and 'No pending requests'", async () => {
    renderMembers({ scenario: 'empty' });
    const table = await membersTable();
    expect(within(table).getByText('No other members in this contract yet')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Pending 0' }));
    expect(
      within(screen.getByRole('table', { name: 'Pending requests' })).getByText('No pending requests'),
    ).toBeInTheDocument();
  });

  it('keyboard: the Edit dropdown takes focus, Escape closes it and gives focus back', async () => {
    const { host } = renderMembers();
    const table = await membersTable();
    const target = host.state.members.find(
      (m) => m.userStatus === 'Accepted' && m.userIdentity !== host.state.loggedUser.identity,
    )!;
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${target.fullName}` }));
    const edit = screen.getByRole('button', { name: 'Edit' });
    edit.focus();
    await userEvent.keyboard('{Enter}');
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('radio', { name: 'Viewer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Editor' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(edit).toHaveFocus();
    expect(edit).toHaveAttribute('aria-expanded', 'false');
  });

  it('keyboard: arrows move between the Members and Pending tabs', async () => {
    renderMembers();
    await membersTable();
    const members = screen.getByRole('tab', { name: 'Members' });
    members.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /^Pending/ })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('table', { name: 'Pending requests' })).toBeInTheDocument();
  });
});
