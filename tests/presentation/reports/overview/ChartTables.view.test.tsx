import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAGE_ROUTES } from '../../../../src/presentation/shell/route-registry';
import { parseCsv } from '../../../domain/shared/csv-parse';
import { renderModule } from '../../shared/render-module';

// jsdom lays nothing out and has no canvas: the charts get a width, and zrender measures text
// with its own table (as the page's own view test does).
function browserLikeLayout(): void {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(480);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}

beforeAll(browserLikeLayout);

afterEach(() => {
  vi.restoreAllMocks();
  browserLikeLayout();
});

/** What the browser was handed: jsdom has no Blob URLs or downloads, so both are recorded. */
function recordDownloads() {
  const blobs: Blob[] = [];
  const links: { download: string }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:module/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push({ download: this.download });
  });
  return { blobs, links };
}

function open(lang: 'en' | 'es') {
  return renderModule({
    path: '/data-consumption',
    pages: PAGE_ROUTES,
    fakeHost: { role: 'admin', flags: 'all', lang },
  });
}

async function loadedCard(name: string): Promise<HTMLElement> {
  const card = await screen.findByRole('article', { name });
  await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  return card;
}

const texts = (elements: readonly HTMLElement[]) => elements.map((element) => element.textContent);

describe("issue 38 §1: 'View as table' on the Plan Overview's charts", () => {
  it('issue 38 §1: one switch per chart; on, the chart is a table with its caption, headers and plan row, exported as CSV', async () => {
    const downloads = recordDownloads();
    open('en');
    const card = await loadedCard('Single Conversations');
    const switches = within(card).getAllByRole('switch', { name: 'View as table' });
    expect(switches).toHaveLength(2);
    expect(switches[0]).toHaveAccessibleDescription('Single Conversations: used and available in the plan');
    expect(switches[1]).toHaveAccessibleDescription('Single Conversations per week');
    for (const control of switches) expect(control).not.toBeChecked();
    // Under each chart, its sentence; the chart (an image) is described by it.
    const weeklyChart = within(card).getByRole('img', { name: 'Single Conversations per week' });
    expect(weeklyChart).toHaveAccessibleDescription(/^Highest week: .+ to .+, [\d,]+ single conversations/);

    await userEvent.click(switches[1] as HTMLElement);
    expect(switches[1]).toBeChecked();
    const table = within(card).getByRole('table', { name: 'Single Conversations per week' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual([
      'Week',
      'Single conversations',
      'Share of the plan (%)',
    ]);
    const rowHeaders = texts(within(table).getAllByRole('rowheader'));
    expect(rowHeaders.at(-1)).toBe('Plan total');
    expect(rowHeaders.slice(0, -1).every((week) => / to /.test(week ?? ''))).toBe(true);
    // The plan row is the plan total tile's figure; the doughnut stays a chart.
    const planTile = card.querySelector('[data-tile="planTotal"] dd') as HTMLElement;
    const planRow = within(table).getByRole('row', { name: /^Plan total/ });
    expect(within(planRow).getAllByRole('cell')[0]).toHaveTextContent(planTile.textContent ?? '');
    expect(
      within(card).queryByRole('img', { name: 'Single Conversations per week' }),
    ).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: /used and available/ })).toBeInTheDocument();

    const exportButton = within(card).getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toHaveAccessibleDescription('Single Conversations per week');
    await userEvent.click(exportButton);
    await waitFor(() => expect(downloads.links).toHaveLength(1));
    expect(downloads.links[0]?.download).toMatch(/^plan-overview-dau-weekly-\d{4}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await (downloads.blobs[0] as Blob).arrayBuffer());
    const records = parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), ',');
    expect(records[0]).toEqual(['Week', 'Single conversations', 'Share of the plan (%)']);
    expect(records.at(-1)?.[0]).toBe('Plan total');
    // Figures raw: no thousands separator, no '%'.
    for (const [, value, share] of records.slice(1, -1)) {
      expect(value).toMatch(/^\d+$/);
      expect(share).toMatch(/^\d+(\.\d+)?$/);
    }

    await userEvent.click(switches[1] as HTMLElement);
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Single Conversations per week' })).toBeInTheDocument();
  });

  it('issue 38 §1: in Spanish, the conversations bar as a table of its parts', async () => {
    open('es');
    const card = await loadedCard('Conversaciones vía WhatsApp');
    const [bar] = within(card).getAllByRole('switch', { name: 'Ver como tabla' });
    await userEvent.click(bar as HTMLElement);
    const table = within(card).getByRole('table', { name: 'Conversaciones por categoría' });
    expect(texts(within(table).getAllByRole('columnheader'))).toEqual(['Parte', 'Conversaciones']);
    expect(texts(within(table).getAllByRole('rowheader'))).toEqual([
      'Nivel gratuito',
      'Punto de entrada gratuito',
      'Atención al cliente gratuita',
      'Cobradas',
    ]);
    expect(
      within(card).getByText(/^Mayor parte: .+, [\d.]+ de [\d.]+ conversaciones\.$/),
    ).toBeInTheDocument();
  });
});
