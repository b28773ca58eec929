import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '../../../src/presentation/shell/route-registry';
import { renderModule } from '../shared/render-module';

/** The sections shown now: heading and card names. */
function shownCards() {
  return screen.queryAllByRole('region').map((section) => [
    within(section).getByRole('heading', { level: 2 }).textContent,
    // A card's link holds its title only (WCAG 2.5.3): its text is the card's name.
    within(section)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ]);
}

/**
 * The sections once they read `expected`: a card whose route reads the agent plan shows once the
 * plan has answered (issue 37 §10), so the grid may grow for a moment.
 */
async function expectCards(expected: readonly (readonly [string, readonly string[]])[]) {
  await waitFor(() => expect(shownCards()).toEqual(expected));
}

describe('HomePage (contract panel)', () => {
  it('spec 1 §2 Home + §6: an admin with every toggle sees exactly the allowed cards', async () => {
    renderModule({ fakeHost: { role: 'admin', flags: 'all' } });
    await expectCards([
      [
        'General settings',
        ['Members', 'Agent', 'Authentication certificates (mTLS)', 'Knowledge base', 'Pipeline'],
      ],
      ['Feature Management', ['Copilot bot access', 'Calls bot access']],
      ['Tracking your plan', ['Usage report']],
    ]);
  });

  it('spec 1 §6: a member (Editor) sees only the workspace card', async () => {
    renderModule({ fakeHost: { role: 'member', flags: 'all' } });
    await expectCards([['General settings', ['Knowledge base']]]);
  });

  it('spec 1 §6: a guest (Viewer) sees only the workspace card', async () => {
    renderModule({ fakeHost: { role: 'guest', flags: 'all' } });
    await expectCards([['General settings', ['Knowledge base']]]);
  });

  it('spec 1 §2 Home: toggles off hide their cards', async () => {
    renderModule({ fakeHost: { role: 'admin', flags: 'none' } });
    await expectCards([
      ['General settings', ['Members', 'Agent']],
      ['Feature Management', ['Copilot bot access']],
    ]);
  });

  it("spec 1 §2 Home: without billing-data-consumption the usage section lists every usage card but 'Usage report'", async () => {
    renderModule({
      fakeHost: {
        role: 'admin',
        flags: [
          'tenant-consumption',
          'billing-daily-active-users-consumption',
          'billing-session-consumption',
          'billing-agent-consumption',
        ],
      },
    });
    const usage = await screen.findByRole('region', { name: 'Tracking your plan' });
    expect(
      within(usage)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/revenue', '/daily-active-users', '/session-consumption', '/agent-consumption']);
  });

  it.each([
    ['pt', 'Acompanhe seu plano'],
    ['en', 'Tracking your plan'],
    ['es', 'Seguimiento de tu plan'],
  ] as const)(
    "issue 37 §1 (spec 1 §2 Home): in %s, billing-data-consumption with no legacy usage toggle shows '%s' with the Usage report",
    async (lang, title) => {
      renderModule({ fakeHost: { role: 'admin', flags: ['billing-data-consumption'], lang } });
      const usage = await screen.findByRole('region', { name: title });
      expect(
        within(usage)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(['/data-consumption']);
    },
  );

  it("cards carry their description and the 'New' tag in the user's language", async () => {
    renderModule({ fakeHost: { role: 'admin', flags: 'all', lang: 'es' } });
    const card = await screen.findByRole('link', { name: 'Base de conocimiento' });
    expect(card).toHaveAccessibleDescription(
      'Organiza los archivos y páginas web que tus agentes de IA consultan para responder.',
    );
    // The tag sits beside the title, in the card the link covers.
    const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('.ui-nav-card')!;
    expect(within(cardOf(card)).getByText('Nuevo')).toBeInTheDocument();
    const members = screen.getByRole('link', { name: 'Miembros' });
    expect(within(cardOf(members)).queryByText('Nuevo')).toBeNull();
  });

  it('holds the contract card in its slot above the sections', async () => {
    renderModule({ fakeHost: { role: 'admin' } });
    await screen.findAllByRole('region');
    const slot = screen.getByTestId('contract-card-slot');
    expect(within(slot).getByRole('article', { name: 'Contract' })).toBeInTheDocument();
    expect(
      slot.compareDocumentPosition(screen.getAllByRole('region')[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('spec 1 §2 Home: clicking a card navigates to its path and sends a tracking event', async () => {
    const { router, ui } = renderModule({ fakeHost: { role: 'admin', flags: 'all' } });
    await userEvent.click(await screen.findByRole('link', { name: 'Authentication certificates (mTLS)' }));
    // The mTLS page is built by a later issue: the gate allows it, then the shell sends it home.
    await waitFor(() => expect(ui.navigations).toContain('/mtls'));
    await waitFor(() => expect(ui.tracks).toHaveLength(1));
    expect(ui.tracks[0]).toMatchObject({
      action: 'contract-panel-card-clicked',
      card: 'mtls',
      path: '/mtls',
      tenantId: expect.any(String),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('issue 37 §10 (spec 2 §2.2, §6): the Knowledge base and Pipeline cards follow their route gates', () => {
  it('a paid agent plan opens both routes with their toggles off, so both cards show, and the card opens its page', async () => {
    const { router } = renderModule({
      fakeHost: { role: 'admin', flags: 'none', scenario: 'ai-plan-paid' },
      pages: PAGE_ROUTES,
    });
    await expectCards([
      ['General settings', ['Members', 'Agent', 'Knowledge base', 'Pipeline']],
      ['Feature Management', ['Copilot bot access']],
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Knowledge base' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage knowledge base' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/knowledge-base');
  });

  it('an agent plan that ended closes the knowledge base whatever its toggle: no card, and its route sends home', async () => {
    const { router } = renderModule({
      fakeHost: { role: 'admin', flags: 'all', scenario: 'ai-plan-expired' },
      pages: PAGE_ROUTES,
    });
    // The pipeline's toggle opens its route without the plan.
    await screen.findByRole('link', { name: 'Pipeline' });
    await router.navigate('/knowledge-base');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await screen.findByRole('link', { name: 'Pipeline' });
    // The home asked the same plan the gate read: once it is in, the card stays away.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Knowledge base' })).toBeNull();
  });
});
