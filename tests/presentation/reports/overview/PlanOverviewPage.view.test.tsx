import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeHost } from '../../../../simulator/fake-host/fake-host';
import { FakeHostToken } from '../../../../simulator/fake-host/in-process.transport';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { renderModule, type RenderModuleOptions } from '../../shared/render-module';

const PROBLEMS = 'Problems loading the data. Please try refreshing the page.';
const EXCEEDED =
  'Your have exceeded the limits of your plan! You can continue to use it as usal. The exceeding data will appear in the description of each metric.';
const BANNER =
  'Due to changes in data protection regulations, some information about WhatsApp messages is temporarily unavailable. We are exploring alternatives to provide it securely.';

// jsdom lays nothing out and has no canvas: the charts get a width, and zrender measures text
// with its own table (as the charts' own view test does).
function browserLikeLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}

beforeAll(browserLikeLayout);

afterEach(() => {
  vi.restoreAllMocks();
  browserLikeLayout();
});

function open(fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  const view = renderModule({
    path: '/data-consumption',
    pages: PAGE_ROUTES,
    fakeHost: { role: 'admin', flags: 'all', ...fakeHost },
  });
  return { ...view, host: view.container.get<FakeHost>(FakeHostToken) };
}

/** The status header once the status is committed (spec 3 §4.1: 1 s after the data). */
async function committedStatus(): Promise<HTMLElement> {
  const plan = await screen.findByRole('heading', { level: 2, name: 'Advanced' });
  const header = plan.closest('section');
  if (header === null) throw new Error('no status header');
  await waitFor(() => expect(header).toHaveAttribute('aria-busy', 'false'));
  return header;
}

describe('Plan Overview page (spec 3 §2.3)', () => {
  it("spec 3 §1, issue 22 §5: a 'Show more' click is a usage event with its target", async () => {
    const { ui } = open();
    await userEvent.click(await screen.findByRole('link', { name: 'Show more MIU + Messages' }));
    await waitFor(() =>
      expect(ui.tracks).toContainEqual(
        expect.objectContaining({ action: 'plan-overview-show-more-clicked', target: '/mau-consumption' }),
      ),
    );
  });

  it('spec 3 §2.3: title and Period, the plan and its status, a card per allowed metric with Show more and charts', async () => {
    const { host } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan Overview' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getByText('Partial usage')).toBeInTheDocument();
    expect(screen.getByText(`${host.state.tenant.name} usage report`)).toBeInTheDocument();

    const header = await committedStatus();
    expect(
      within(header).getByText(/within the limits|almost reached|exceeded the limits|Space to monitor/),
    ).toBeVisible();
    expect(header.querySelector('svg[data-illustration^="plan-status-"]')).not.toBeNull();

    const cards = within(screen.getByRole('list', { name: 'Metrics of your plan' })).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Single Conversations',
      'Single Engaged Conversations',
      'Agents',
      'Conversations via WhatsApp',
      'MIU + Messages',
    ]);
    expect(screen.getByRole('link', { name: 'Show more Agents' })).toHaveAttribute(
      'href',
      '/agent-consumption',
    );
    expect(screen.getByRole('link', { name: 'Show more MIU + Messages' })).toHaveAttribute(
      'href',
      '/mau-consumption',
    );
    const dau = cards[0] as HTMLElement;
    await waitFor(() => expect(dau).toHaveAttribute('aria-busy', 'false'));
    expect(within(dau).getByRole('button', { name: 'About Single Conversations' })).toBeInTheDocument();
    expect(within(dau).getByText('Top week')).toBeInTheDocument();
    const charts = within(dau).getAllByRole('img');
    expect(charts.map((chart) => chart.getAttribute('aria-label'))).toEqual([
      'Single Conversations: used and available in the plan',
      'Single Conversations per week',
    ]);
    await waitFor(() => expect(charts[0]?.querySelector('svg')).not.toBeNull());
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it("spec 3 §4.1: scenario 'exceeded' shows the exceeded message and illustration", async () => {
    open({ scenario: 'exceeded' });
    const header = await committedStatus();
    expect(within(header).getByText(EXCEEDED)).toBeVisible();
    expect(header.querySelector('[data-illustration="plan-status-exceeded"]')).not.toBeNull();
  });

  it("spec 3 §8: scenario 'failing-metric' shows 'Problems loading the data…' and '--' on the failing card", async () => {
    open({ scenario: 'failing-metric' });
    const header = await committedStatus();
    expect(within(header).getByRole('alert')).toHaveTextContent(PROBLEMS);
    const deu = screen.getByRole('article', { name: 'Single Engaged Conversations' });
    expect(within(deu).getAllByText('--').length).toBeGreaterThanOrEqual(5);
  });

  it('spec 3 §2.3 item 4: the data-protection banner for a configured cluster (seed 3 seeds one)', async () => {
    open({ seed: 3 });
    expect(await screen.findByRole('note')).toHaveTextContent(BANNER);
  });

  it('spec 3 §2.2/§4.3: another month drops the partial badge and ends on its last day', async () => {
    open();
    await committedStatus();
    const period = screen.getByRole('combobox', { name: 'Period' });
    const previous = within(period).getAllByRole('option')[1] as HTMLOptionElement;
    await userEvent.setup().selectOptions(period, previous.value);
    await waitFor(() => expect(screen.queryByText('Partial usage')).not.toBeInTheDocument());
    const [year, month] = previous.value.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    expect(screen.getByText(`From ${month}/1/${year} to ${month}/${last}/${year}`)).toBeInTheDocument();
  });
});

describe('Plan Overview page: month over month (issue 24 §2)', () => {
  /** The DAU card's 'Monthly total' tile. */
  async function dauTotalTile(): Promise<HTMLElement> {
    const card = await screen.findByRole('article', { name: 'Single Conversations' });
    const tile = card.querySelector<HTMLElement>('[data-tile="monthlyTotal"]');
    if (tile === null) throw new Error('no monthly total tile');
    return tile;
  }

  it('issue 24 §2: a tile shows its change beside the value; the previous month failing hides only it', async () => {
    const { host } = open();
    await committedStatus();
    const tile = await dauTotalTile();
    await waitFor(() => expect(tile.querySelector('.plan-overview-tile__change')).not.toBeNull());
    const change = tile.querySelector('.month-change')!;
    expect(change).toHaveTextContent(
      /^(▲Increase:\+|▼Decrease:−|=No change:)[\d,]+( \([+−]?[\d.]+%\))?vs\. all of last month$/,
    );
    // The value reads alone: the change is a dd of its own.
    expect(tile.querySelector('.plan-overview-tile__value')?.textContent).toMatch(/^[\d,]+$/);

    // The month before the chosen one fails: the chosen month shows, without a comparison.
    const period = screen.getByRole('combobox', { name: 'Period' });
    const [chosen, before] = within(period).getAllByRole('option').slice(1, 3) as HTMLOptionElement[];
    host.configureFaults({ failUriContaining: `month=${before!.value}` });
    await userEvent.setup().selectOptions(period, chosen!.value);
    await waitFor(() => expect(screen.queryByText('Partial usage')).not.toBeInTheDocument());
    const header = await committedStatus();
    const shown = await dauTotalTile();
    await waitFor(() =>
      expect(shown.querySelector('.plan-overview-tile__value')?.textContent).toMatch(/^[\d,]+$/),
    );
    expect(screen.queryByText(PROBLEMS)).not.toBeInTheDocument();
    expect(header).not.toHaveAttribute('data-status', 'error');
    expect(document.querySelector('.month-change')).toBeNull();
  });
});
