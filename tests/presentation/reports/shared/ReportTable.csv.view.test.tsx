import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageRoute } from '../../../../src/presentation/shell/route-registry';
import { parseCsv } from '../../../domain/shared/csv-parse';
import { renderModule, type RenderModuleOptions } from '../../shared/render-module';
import { layOutReportTables } from '../report-table-layout';

const load = (name: 'DauReportPage' | 'DauByBotPage') => () =>
  import('../../../../src/presentation/reports/single-conversations/SingleConversationsPages.view').then(
    (module) => ({ default: module[name] }),
  );
const PAGES: readonly PageRoute[] = [
  { routeId: 'dauConsumption', path: '/dau-consumption', feature: 'reports', load: load('DauReportPage') },
  {
    routeId: 'dauConsumptionMonthly',
    path: '/dau-consumption/monthly',
    feature: 'reports',
    load: load('DauByBotPage'),
  },
];

function open(path: string, fakeHost: RenderModuleOptions['fakeHost'] = {}) {
  return renderModule({ path, pages: PAGES, fakeHost: { role: 'admin', ...fakeHost } });
}

/** What the browser was handed: jsdom has no Blob URLs or downloads, so both are recorded. */
function recordDownloads() {
  const blobs: Blob[] = [];
  const links: { download: string; href: string }[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:module/${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push({ download: this.download, href: this.href });
  });
  return { blobs, links };
}

layOutReportTables();
beforeEach(() => vi.useRealTimers());
afterEach(() => vi.restoreAllMocks());

/** The section of the table titled `title`. */
const tableSection = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('section') as HTMLElement;

describe("ReportTable 'Export CSV' (issue 14)", () => {
  it("a summary table's file holds every row of the month, with the table's headers, not the 5 shown", async () => {
    const downloads = recordDownloads();
    open('/dau-consumption', { lang: 'pt' });
    const title = 'Conversas Únicas por chatbot';
    const table = await screen.findByRole('table', { name: title });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    const button = within(tableSection(title)).getByRole('button', { name: 'Exportar CSV' });
    expect(button).toHaveAccessibleDescription(title);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(downloads.links).toHaveLength(1));
    expect(downloads.links[0]?.download).toMatch(/^daily-active-users-by-chatbot-\d{4}-\d{2}\.csv$/);
    expect(downloads.blobs[0]?.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await (downloads.blobs[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Blob.text() drops the BOM; the file keeps it, so it is read as the bytes are.
    const content = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    // Issue 19 §4: split by ';' in Portuguese, as Excel in pt-BR expects.
    expect(content.startsWith('\uFEFFID - Chatbot;Conversas Únicas\r\n')).toBe(true);
    const records = parseCsv(content, ';');
    expect(records[0]).toEqual(['ID - Chatbot', 'Conversas Únicas']);
    expect(records.length - 1).toBeGreaterThan(5);
    for (const [, total] of records.slice(1)) expect(total).toMatch(/^\d+$/);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('busy while it prepares: disabled and aria-busy until every row arrived, then ready again', async () => {
    const downloads = recordDownloads();
    open('/dau-consumption', { latencyMs: 150 });
    const title = 'Single Conversations per chatbot';
    const table = await screen.findByRole('table', { name: title });
    const button = within(tableSection(title)).getByRole('button', { name: 'Export CSV' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(downloads.links).toEqual([]);
    await waitFor(() => expect(downloads.links).toHaveLength(1));
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('disabled when the month has no rows', async () => {
    recordDownloads();
    open('/dau-consumption', { scenario: 'empty' });
    const section = await waitFor(() => tableSection('Single Conversations per chatbot'));
    await within(section).findByText('No data to display for the chosen period.');
    expect(within(section).getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});
