import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';
import { renderPageUngated } from '../shared/render-ungated';

const PIPELINE_PAGE = PAGE_ROUTES.find((page) => page.routeId === 'pipeline')!;

/** The first row's menu items, by name. */
async function firstMenuItems(table: HTMLElement): Promise<string[]> {
  const user = userEvent.setup();
  const [menu] = await within(table).findAllByRole('button', { name: /^Actions for / });
  await user.click(menu!);
  return screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

describe('spec 2 §6: pipelines are written with the members permission', () => {
  it.each(['guest', 'member'] as const)('spec 2 §6: the gate refuses /pipeline to a %s', async (role) => {
    const { ui } = renderModule({ path: '/pipeline', pages: PAGE_ROUTES, fakeHost: { role, flags: 'all' } });
    await waitFor(() => expect(ui.unauthorizedPaths).toContain('/pipeline'));
    expect(screen.queryByRole('table', { name: 'Pipelines' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create pipeline' })).toBeNull();
  });

  it('spec 2 §6: the page itself, for a guest, offers no Create pipeline and no Delete (Open, Team, Logs stay)', async () => {
    renderPageUngated(PIPELINE_PAGE, '/pipeline', { role: 'guest', flags: 'all' });
    const table = await screen.findByRole('table', { name: 'Pipelines' });
    expect(screen.queryByRole('button', { name: 'Create pipeline' })).toBeNull();
    expect(await firstMenuItems(table)).toEqual(['Open', 'Team', 'Logs']);
  });

  it('spec 2 §6: an admin gets Create pipeline and Delete', async () => {
    renderPageUngated(PIPELINE_PAGE, '/pipeline', { role: 'admin', flags: 'all' });
    const table = await screen.findByRole('table', { name: 'Pipelines' });
    expect(screen.getByRole('button', { name: 'Create pipeline' })).toBeInTheDocument();
    expect(await firstMenuItems(table)).toEqual(['Open', 'Team', 'Logs', 'Delete']);
  });
});
