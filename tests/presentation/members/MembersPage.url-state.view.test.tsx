import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { membersTable, renderMembers, tableRows } from './members-view.fixture';

describe('Members page state in the URL (issue 14)', () => {
  it('a shared link opens the Pending tab', async () => {
    const { host } = renderMembers({}, '/members?tab=pending');
    const pending = host.state.members.filter((m) => m.userStatus === 'PendingTenant');
    await waitFor(
      () => expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true'),
      {},
    );
    expect(pending.length).toBeGreaterThan(0);
  });

  it('a shared search opens with the input filled and only matching rows; an unknown tab is Members', async () => {
    const { host, router } = renderMembers({}, '/members?tab=archived&search=zz-no-one-zz');
    const table = await membersTable();
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('zz-no-one-zz');
    await waitFor(() => expect(tableRows(table)).toHaveLength(0));
    // The unknown tab is dropped from the address; the search stays.
    await waitFor(() => expect(router.state.location.search).toBe('?search=zz-no-one-zz'));
    expect(host.state.members.length).toBeGreaterThan(0);
  });

  it('choosing a tab and searching are written to the URL once the search settles, and clearing leaves it plain', async () => {
    const { router } = renderMembers();
    await membersTable();
    await userEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pending'));
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Search members' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ana');
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ana'));
    const table = await membersTable();
    expect(within(table).queryAllByRole('row').length).toBeGreaterThan(0);
  });
});
