import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FEATURE_TOGGLE_NAMES } from '../../../../src/domain/access/feature-toggle-names';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { renderModule } from '../../shared/render-module';

describe('usage side menu (spec 3 §2.14)', () => {
  it('lists the report roots the user may open, marks the current one, and Enter follows a link', async () => {
    const view = renderModule({ path: '/dau-consumption', pages: PAGE_ROUTES, fakeHost: { role: 'admin' } });
    const menu = await screen.findByRole('navigation', { name: 'Usage reports' });
    const links = within(menu).getAllByRole('link');
    // The default contract: DAU, DEU, agents, conversations, MAU + messages; no MEU metric, and
    // its exchanged messages are the MAU item's (spec 3 §5.3), so the MEU item is not there.
    expect(links.map((link) => link.querySelector('.usage-menu__title')?.textContent)).toEqual([
      'Plan Overview',
      'Single Conversations',
      'Single Engaged Conversations',
      'Activated agents',
      'Conversations via WhatsApp',
      'Monthly active users and messages',
    ]);
    const current = within(menu).getByRole('link', { current: 'page' });
    expect(current).toHaveAttribute('href', '/dau-consumption');
    const user = userEvent.setup();
    within(menu)
      .getByRole('link', { name: /Activated agents/ })
      .focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agent-consumption'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Usage reports' })).getByRole('link', {
          current: 'page',
        }),
      ).toHaveAttribute('href', '/agent-consumption'),
    );
  });

  it("issue 37 §11 (spec 3 §6): with the reports' toggle off the report still opens by its metric, without the menu", async () => {
    renderModule({
      path: '/dau-consumption',
      pages: PAGE_ROUTES,
      fakeHost: { flags: FEATURE_TOGGLE_NAMES.filter((name) => name !== 'billing-data-consumption') },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Usage report: Single Conversations — \S/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Usage reports' })).toBeNull();
  });
});
