import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDocument } from '../../application/knowledge-base/documents-fakes';
import { setupDocumentsPage, toastTitles } from './documents-page-setup';

const count = (names: string[], method: string) => names.filter((name) => name === method).length;
const POLLING_LIMIT_MS = 6000 * 10;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The page with one never-finishing document, polled until the run gives up on it. */
async function stalledPage() {
  const page = setupDocumentsPage();
  page.gateway.documents = [
    makeDocument({ id: 'stuck', status: 'processing' }),
    makeDocument({ id: 'done', name: 'Done.pdf', status: 'active' }),
  ];
  await page.presenter.open('cat-1');
  await vi.advanceTimersByTimeAsync(POLLING_LIMIT_MS);
  return page;
}

describe("CatalogDocumentsPresenter: 'Still synchronizing' and Retry (issue 14)", () => {
  it('past the polling limit the still-processing row is stalled and offers Retry; the others are not', async () => {
    const { presenter } = await stalledPage();
    expect(presenter.rows.map((row) => [row.id, row.stalled, row.canRetry])).toEqual([
      ['stuck', true, true],
      ['done', false, false],
    ]);
  });

  it("issue 37 §5 (spec 2 §4, §8): 5 consecutive polling errors stop silently — the row stays 'Synchronizing', no Retry", async () => {
    const { presenter, gateway, host } = setupDocumentsPage();
    gateway.documents = [makeDocument({ id: 'healthy', status: 'processing' })];
    await presenter.open('cat-1');
    gateway.failing.set('get', 'unavailable');
    await vi.advanceTimersByTimeAsync(POLLING_LIMIT_MS);
    expect(presenter.poller.state).toMatchObject({ phase: 'stopped', reason: 'max-errors' });
    expect(presenter.rows[0]).toMatchObject({ status: 'processing', stalled: false, canRetry: false });
    expect(host.toasts).toEqual([]);
  });

  it('before the limit the row is only synchronizing', async () => {
    const { presenter, gateway } = setupDocumentsPage();
    gateway.documents = [makeDocument({ id: 'stuck', status: 'processing' })];
    await presenter.open('cat-1');
    await vi.advanceTimersByTimeAsync(6000 * 9);
    expect(presenter.rows[0]?.stalled).toBe(false);
  });

  it('Retry re-submits the same content once, is disabled while running, and restarts polling for it', async () => {
    const { presenter, gateway, host } = await stalledPage();
    const getsBefore = count(gateway.names(), 'get');
    presenter.retryClicked('stuck');
    expect(presenter.rows[0]?.retrying).toBe(true);
    presenter.retryClicked('stuck');
    await vi.advanceTimersByTimeAsync(0);
    expect(count(gateway.names(), 'createVersion')).toBe(1);
    expect(gateway.calls.find((call) => call.method === 'createVersion')?.args[1]).toEqual({
      name: 'Manual.pdf',
      url: 'https://media.example.com/manual.pdf',
      extension: 'pdf',
      content_size_bytes: 1536,
    });
    expect(presenter.rows[0]).toMatchObject({ stalled: false, retrying: false, status: 'processing' });
    expect(toastTitles(host)).toEqual(['Synchronization restarted']);
    // A click after the retry went through sends nothing either: the row is no longer stalled.
    presenter.retryClicked('stuck');
    await vi.advanceTimersByTimeAsync(0);
    expect(count(gateway.names(), 'createVersion')).toBe(1);

    gateway.fetched.set('stuck', makeDocument({ id: 'stuck', status: 'active' }));
    await vi.advanceTimersByTimeAsync(6000);
    expect(count(gateway.names(), 'get')).toBe(getsBefore + 1);
    expect(presenter.rows[0]?.status).toBe('active');
  });

  it('a document still stuck after a retry is stalled again at the limit, and can be retried again', async () => {
    const { presenter, gateway } = await stalledPage();
    presenter.retryClicked('stuck');
    await vi.advanceTimersByTimeAsync(POLLING_LIMIT_MS);
    expect(presenter.rows[0]?.stalled).toBe(true);
    presenter.retryClicked('stuck');
    await vi.advanceTimersByTimeAsync(0);
    expect(count(gateway.names(), 'createVersion')).toBe(2);
  });

  it('a failed retry shows the mapped server error and leaves the row stalled, ready to retry', async () => {
    const { presenter, gateway, host } = await stalledPage();
    gateway.failing.set('createVersion', 'Error loading PDF document: truncated');
    presenter.retryClicked('stuck');
    await vi.advanceTimersByTimeAsync(0);
    expect(toastTitles(host)).toEqual(['PDF reading failed']);
    expect(host.toasts[0]?.type).toBe('danger');
    expect(presenter.rows[0]).toMatchObject({ stalled: true, canRetry: true, retrying: false });
    const gets = count(gateway.names(), 'get');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count(gateway.names(), 'get')).toBe(gets);
  });

  it('a generic failure gets the retry failure toast', async () => {
    const { presenter, gateway, host } = await stalledPage();
    gateway.failing.set('createVersion', 'internal error');
    presenter.retryClicked('stuck');
    await vi.advanceTimersByTimeAsync(0);
    expect(toastTitles(host)).toEqual(['Could not retry']);
  });

  it('a reload polls every processing document again: none is stalled until the limit', async () => {
    const { presenter } = await stalledPage();
    await presenter.load();
    expect(presenter.rows[0]?.stalled).toBe(false);
  });

  it('a stalled file without a stored address shows no Retry (nothing to send again)', async () => {
    const { presenter, gateway } = setupDocumentsPage();
    gateway.documents = [makeDocument({ id: 'stuck', status: 'processing', url: '' })];
    await presenter.open('cat-1');
    await vi.advanceTimersByTimeAsync(POLLING_LIMIT_MS);
    expect(presenter.rows[0]).toMatchObject({ stalled: true, canRetry: false });
  });
});
