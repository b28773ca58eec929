import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderModule } from '../shared/render-module';
import { headingPage, pageWithEditableBreadcrumb, pageWithHeader } from './test-pages';

const AGENT_PAGE = headingPage('agent', '/agent', 'Agents page');
const AGENT_CONSUMPTION_PAGES = [
  headingPage('agentConsumption', '/agent-consumption', 'Agent consumption'),
  headingPage('oldAgentConsumption', '/old-agent-consumption', 'Old agent consumption'),
];

function header() {
  return screen.getByRole('banner');
}

describe('HeaderBar', () => {
  it("spec 1 §2 Header bar: the default breadcrumb is one item, 'Contract panel'", async () => {
    renderModule();
    await screen.findAllByRole('region');
    const breadcrumb = within(header()).getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Contract panel']);
    expect(within(header()).queryAllByRole('link')).toEqual([]);
  });

  it('spec 1 §2 Header bar: a page sets a back-arrow link plus a bold text instead of the breadcrumb', async () => {
    const page = pageWithHeader(
      'agentConsumption',
      '/agent-consumption',
      '/data-consumption',
      'Usage report: Agents',
    );
    const { router } = renderModule({
      path: '/agent-consumption',
      fakeHost: { role: 'admin', flags: 'all' },
      pages: [page],
    });
    expect(
      await within(header()).findByRole('heading', { name: 'Usage report: Agents' }),
    ).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/data-consumption');
    expect(within(header()).queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();

    await router.navigate('/');
    expect(await within(header()).findByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Contract panel',
    );
    expect(within(header()).queryByRole('heading', { name: 'Usage report: Agents' })).toBeNull();
  });

  it('a back link that leaves the module is replaced by the home', async () => {
    const page = pageWithHeader(
      'agentConsumption',
      '/agent-consumption',
      'https://evil.example/phish',
      'Report',
    );
    renderModule({ path: '/agent-consumption', fakeHost: { role: 'admin', flags: 'all' }, pages: [page] });
    expect(await within(header()).findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('spec 1 §2 Header bar: the last breadcrumb item can be edited and saving passes the value to the page', async () => {
    const saved: string[] = [];
    const page = pageWithEditableBreadcrumb(
      'knowledgeBaseDocuments',
      '/knowledge-base/:catalogId/documents',
      saved,
    );
    renderModule({
      path: '/knowledge-base/cat-1/documents',
      fakeHost: { role: 'admin', flags: 'all' },
      pages: [page],
    });
    const breadcrumb = await within(header()).findByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(breadcrumb).toHaveTextContent('Knowledge Base'));
    expect(within(breadcrumb).getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute(
      'href',
      '/knowledge-base',
    );
    await userEvent.click(within(breadcrumb).getByRole('button', { name: /catalog name/i }));
    const input = within(breadcrumb).getByRole('textbox', { name: 'Catalog name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Product FAQ{Enter}');
    expect(saved).toEqual(['Product FAQ']);
  });

  it("spec 1 §2 Header bar: 'Manage agents' links to /agent on the agent-consumption pages", async () => {
    const { router } = renderModule({
      path: '/agent-consumption',
      fakeHost: { role: 'admin', flags: 'all' },
      pages: AGENT_CONSUMPTION_PAGES,
    });
    expect(await within(header()).findByRole('link', { name: 'Manage agents' })).toHaveAttribute(
      'href',
      '/agent',
    );
    await router.navigate('/old-agent-consumption');
    await screen.findByRole('heading', { name: 'Old agent consumption' });
    expect(within(header()).getByRole('link', { name: 'Manage agents' })).toHaveAttribute('href', '/agent');
    await router.navigate('/');
    await screen.findAllByRole('region');
    expect(within(header()).queryByRole('link', { name: 'Manage agents' })).toBeNull();
  });

  it("spec 1 §2 Header bar: 'Consumption data' on /agent links to /agent-consumption when the toggle is on", async () => {
    renderModule({ path: '/agent', fakeHost: { role: 'admin', flags: 'all' }, pages: [AGENT_PAGE] });
    await screen.findByRole('heading', { name: 'Agents page' });
    expect(within(header()).getByRole('link', { name: 'Consumption data' })).toHaveAttribute(
      'href',
      '/agent-consumption',
    );
    expect(within(header()).queryByRole('link', { name: 'Manage agents' })).toBeNull();
  });

  it("spec 1 §2 Header bar: 'Consumption data' links to /old-agent-consumption when the toggle is off", async () => {
    renderModule({
      path: '/agent',
      fakeHost: { role: 'admin', flags: ['billing-agent-consumption'] },
      pages: [AGENT_PAGE],
    });
    await screen.findByRole('heading', { name: 'Agents page' });
    expect(within(header()).getByRole('link', { name: 'Consumption data' })).toHaveAttribute(
      'href',
      '/old-agent-consumption',
    );
  });
});
