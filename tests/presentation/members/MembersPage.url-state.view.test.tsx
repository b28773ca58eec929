import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HISTORY_STATE_KEY } from '../../../src/presentation/shared/url-state/history-fields';
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

  it('issue 35 §7: an old link’s search still opens with the input filled and only matching rows, then leaves the URL unreported; an unknown tab is Members', async () => {
    const { host, router, ui } = renderMembers({}, '/members?tab=archived&search=zz-no-one-zz');
    const table = await membersTable();
    expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('zz-no-one-zz');
    await waitFor(() => expect(tableRows(table)).toHaveLength(0));
    // The unknown tab is dropped from the address; the search moves to the history entry.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.state).toEqual({ [HISTORY_STATE_KEY]: { search: 'zz-no-one-zz' } });
    expect(host.state.members.length).toBeGreaterThan(0);
    // Not even the link as it came is reported to the portal with its search.
    expect(ui.navigations.length).toBeGreaterThan(0);
    expect(ui.navigations.filter((url) => url.includes('zz-no-one-zz'))).toEqual([]);
  });

  it('choosing a tab is written to the URL; issue 35 §7: a search is kept in the history entry once it settles, never in the URL nor reported; clearing leaves both plain', async () => {
    const { router, ui } = renderMembers();
    await membersTable();
    await userEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pending'));
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await userEvent.click(screen.getByRole('button', { name: 'Search members' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'ana');
    expect(router.state.location.state).toBeNull();
    await waitFor(() =>
      expect(router.state.location.state).toEqual({ [HISTORY_STATE_KEY]: { search: 'ana' } }),
    );
    expect(router.state.location.search).toBe('');
    const table = await membersTable();
    expect(within(table).queryAllByRole('row').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('tab', { name: /Pending/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=pending'));
    expect(router.state.location.state).toEqual({ [HISTORY_STATE_KEY]: { search: 'ana' } });
    expect(ui.navigations).toContain('/members?tab=pending');
    await userEvent.click(screen.getByRole('tab', { name: 'Members' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(router.state.location.state).toEqual({}));
    expect(router.state.location.search).toBe('');
    expect(ui.navigations.filter((url) => /ana/i.test(url))).toEqual([]);
  });

  it('issue 35 §7: a reload of the frame (same entry, same history state) opens the same search', async () => {
    const { router } = renderMembers();
    await membersTable();
    await userEvent.click(screen.getByRole('button', { name: 'Search members' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zz-no-one-zz');
    await waitFor(() =>
      expect(router.state.location.state).toEqual({ [HISTORY_STATE_KEY]: { search: 'zz-no-one-zz' } }),
    );
    const { pathname, search, state } = router.state.location;
    cleanup();

    const again = renderMembers({}, `${pathname}${search}`, state);
    const table = await membersTable();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('zz-no-one-zz');
    await waitFor(() => expect(tableRows(table)).toHaveLength(0));
    expect(again.router.state.location.search).toBe('');
    expect(again.ui.navigations.filter((url) => url.includes('zz-no-one-zz'))).toEqual([]);
  });
});
