import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDocument } from '../../application/knowledge-base/documents-fakes';
import { setupDocumentsPage } from './documents-page-setup';

const gets = (names: string[]) => names.filter((name) => name === 'get').length;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("CatalogDocumentsPresenter polling (spec 2 §4 'Polling', §9)", () => {
  it('spec 2 §4/§9: a never-finishing document is fetched every 6000 ms and polling stops after 10 attempts', async () => {
    const { presenter, gateway } = setupDocumentsPage();
    gateway.documents = [makeDocument({ status: 'processing' })];
    await presenter.open('cat-1');
    await vi.advanceTimersByTimeAsync(5999);
    expect(gets(gateway.names())).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(gets(gateway.names())).toBe(1);
    await vi.advanceTimersByTimeAsync(6000 * 20);
    expect(gets(gateway.names())).toBe(10);
    expect(presenter.poller.state).toMatchObject({ phase: 'stopped', reason: 'max-attempts' });
  });

  it('spec 2 §4/§8: after 5 consecutive errors (retrying after 1000 ms) polling stops silently', async () => {
    const { presenter, gateway, host } = setupDocumentsPage();
    gateway.documents = [makeDocument({ status: 'processing' })];
    await presenter.open('cat-1');
    gateway.failing.set('get', 'unavailable');
    await vi.advanceTimersByTimeAsync(6000 + 4 * 1000);
    expect(gets(gateway.names())).toBe(5);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gets(gateway.names())).toBe(5);
    expect(presenter.poller.state).toMatchObject({ phase: 'stopped', reason: 'max-errors' });
    expect(host.toasts).toEqual([]);
  });

  it('spec 2 §4: a changed document replaces the listed one, and polling stops when none is processing', async () => {
    const { presenter, gateway } = setupDocumentsPage();
    const listed = makeDocument({ id: 'a', status: 'processing' });
    const other = makeDocument({ id: 'b', status: 'active' });
    gateway.documents = [listed, other];
    await presenter.open('cat-1');
    const untouched = presenter.documents[1];
    gateway.fetched.set('a', { ...listed, status: 'active', updated_by: 'bot' });
    await vi.advanceTimersByTimeAsync(6000);
    expect(presenter.rows.map((row) => row.status)).toEqual(['active', 'active']);
    expect(presenter.rows[0]?.updatedBy).toBe('bot');
    expect(presenter.documents[1]).toBe(untouched);
    expect(presenter.poller.state).toMatchObject({ phase: 'stopped', reason: 'none-processing' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gets(gateway.names())).toBe(1);
  });

  it('spec 2 §4: a list with nothing processing polls nothing', async () => {
    const { presenter, gateway } = setupDocumentsPage();
    gateway.documents = [makeDocument({ status: 'inactive' })];
    await presenter.open('cat-1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gets(gateway.names())).toBe(0);
  });

  it('leaving the page (dispose) stops polling: no fetch follows', async () => {
    const { presenter, gateway } = setupDocumentsPage();
    gateway.documents = [makeDocument({ status: 'processing' })];
    await presenter.open('cat-1');
    presenter.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(gets(gateway.names())).toBe(0);
    expect(presenter.poller.isPolling).toBe(false);
  });

  it('spec 2 §4: every list load starts a fresh run (a reload resets the count)', async () => {
    const { presenter, gateway } = setupDocumentsPage();
    gateway.documents = [makeDocument({ status: 'processing' })];
    await presenter.open('cat-1');
    await vi.advanceTimersByTimeAsync(6000 * 5);
    await presenter.load();
    await vi.advanceTimersByTimeAsync(6000 * 20);
    expect(gets(gateway.names())).toBe(15);
  });
});
