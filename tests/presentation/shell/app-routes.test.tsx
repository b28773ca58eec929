import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderModule } from '../shared/render-module';
import { headingPage } from './test-pages';

const MTLS_PAGE = headingPage('mtls', '/mtls', 'Certificates page');
const KB_PAGE = headingPage('knowledgeBase', '/knowledge-base', 'Knowledge base page');

describe('route table and guards', () => {
  it('spec 1 §2: an unknown path redirects to the home', async () => {
    const { router, ui } = renderModule({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { level: 2, name: 'General settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(ui.unauthorizedPaths).toEqual([]);
  });

  it('spec 1 §6: a forbidden known path (/mtls for a guest) renders nothing of it and sends unauthorizedAccess', async () => {
    const { router, ui } = renderModule({ path: '/mtls', fakeHost: { role: 'guest' }, pages: [MTLS_PAGE] });
    await waitFor(() => expect(ui.unauthorizedPaths).toEqual(['/mtls']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('Certificates page')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Knowledge base' })).toBeInTheDocument();
  });

  it('spec 1 §6: a forbidden known path without a page yet is still reported, then home', async () => {
    const { router, ui } = renderModule({ path: '/mtls', fakeHost: { role: 'guest' } });
    await waitFor(() => expect(ui.unauthorizedPaths).toEqual(['/mtls']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('an allowed page is loaded and rendered inside the shell', async () => {
    renderModule({ path: '/mtls', fakeHost: { role: 'admin', flags: 'all' }, pages: [MTLS_PAGE] });
    expect(await screen.findByRole('heading', { name: 'Certificates page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Contract panel');
  });

  it('spec 1 §2: clicking a home card opens its page', async () => {
    const { router } = renderModule({ fakeHost: { role: 'admin', flags: 'all' }, pages: [MTLS_PAGE] });
    await userEvent.click(await screen.findByRole('link', { name: 'Authentication certificates (mTLS)' }));
    expect(await screen.findByRole('heading', { name: 'Certificates page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mtls');
  });

  it('spec 1 §7: every navigation sends stateChangeSuccess with the new path', async () => {
    const { router, ui } = renderModule({ fakeHost: { role: 'admin', flags: 'all' }, pages: [MTLS_PAGE] });
    await screen.findAllByRole('region');
    await router.navigate('/mtls?tab=hosts');
    await screen.findByRole('heading', { name: 'Certificates page' });
    await router.navigate('/');
    await waitFor(() => expect(ui.navigations).toEqual(['/', '/mtls?tab=hosts', '/']));
  });

  it('spec 1 §6: while the agent plan is checked a spinner shows, then the page', async () => {
    renderModule({
      path: '/knowledge-base',
      fakeHost: { role: 'admin', flags: 'all', latencyMs: 150 },
      pages: [KB_PAGE],
    });
    expect(await screen.findByText('Checking your access…')).toBeInTheDocument();
    expect(screen.queryByText('Knowledge base page')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Knowledge base page' })).toBeInTheDocument();
  });

  it("'/panel' is the contract panel again", async () => {
    const { router } = renderModule({ path: '/panel' });
    expect(await screen.findByRole('heading', { level: 2, name: 'General settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/panel');
  });
});
