import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FakeHost } from '../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../simulator/fake-host/in-process.transport';
import { HOLDING_SETTINGS, holdMemberPages } from '../shared/held-member-pages';
import { renderModule } from '../shared/render-module';
import { MEMBERS_PAGES, membersTable } from './members-view.fixture';

/** The members page at 250 members, with only the first page answered. */
async function firstPageOnly() {
  const view = renderModule({
    path: '/members',
    pages: MEMBERS_PAGES,
    fakeHost: { role: 'admin', scale: { members: 250 } },
    settings: HOLDING_SETTINGS,
  });
  const host = view.container.get<FakeHost>(FakeHostToken);
  const pages = holdMemberPages(host);
  await waitFor(() => expect(pages.asked).toHaveLength(1));
  pages.releaseNext();
  const table = await membersTable();
  await screen.findByText('Loading members: 100 so far…');
  return { ...view, host, pages, table };
}

const rowsIn = (table: HTMLElement) => Number(table.getAttribute('aria-rowcount')) - 1;
const progress = () => document.querySelector('[data-load-progress]');

describe('MembersPage while the list is still paging (issue 34 §4)', () => {
  it('issue 34 §4: a progress line says how many members came so far and goes away once the list is complete', async () => {
    const { pages, table } = await firstPageOnly();
    expect(progress()).toHaveTextContent('Loading members: 100 so far…');
    expect(within(progress() as HTMLElement).getByRole('progressbar')).toBeInTheDocument();
    pages.releaseAll();
    await waitFor(() => expect(progress()).toBeNull());
    expect(rowsIn(table)).toBeGreaterThan(100);
  });

  it("issue 34 §4: the Pending count reads as 'so far' ('N+') until the list is complete", async () => {
    const { pages, host } = await firstPageOnly();
    expect(screen.getByRole('tab', { name: /^Pending \d+\+$/ })).toBeInTheDocument();
    pages.releaseAll();
    const pending = host.state.members.filter((member) => member.userStatus === 'PendingTenant').length;
    expect(await screen.findByRole('tab', { name: `Pending ${pending}` })).toBeInTheDocument();
  });

  it('issue 34 §4: a search says it searches the members loaded so far, until the list is complete', async () => {
    const user = userEvent.setup();
    const { pages } = await firstPageOnly();
    await user.click(screen.getByRole('button', { name: 'Search members' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'a');
    expect(await screen.findByText('Searching the members loaded so far')).toBeInTheDocument();
    pages.releaseAll();
    await waitFor(() => expect(screen.queryByText('Searching the members loaded so far')).toBeNull());
  });

  it('issue 34 §4: select-all on a partial list says only the members loaded so far can be selected; later rows are not added', async () => {
    const user = userEvent.setup();
    const { pages, table } = await firstPageOnly();
    const loaded = rowsIn(table);
    await user.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText(`${loaded} selected`)).toBeInTheDocument();
    expect(screen.getByText(`Only the ${loaded} members loaded so far can be selected`)).toBeInTheDocument();
    pages.releaseAll();
    await waitFor(() => expect(progress()).toBeNull());
    expect(screen.queryByText(/loaded so far can be selected/)).toBeNull();
    // The actions still apply to exactly the members the counter names.
    expect(screen.getByText(`${loaded} selected`)).toBeInTheDocument();
    expect(rowsIn(table)).toBeGreaterThan(loaded);
  });
});
