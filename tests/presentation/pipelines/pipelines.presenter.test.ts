import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadPipelinesUseCase } from '../../../src/application/pipelines/load-pipelines.use-case';
import { PipelineActionsUseCase } from '../../../src/application/pipelines/pipeline-actions.use-case';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { PipelinesPresenter } from '../../../src/presentation/pipelines/pipelines.presenter';
import {
  pipelinesUrlBinding,
  PIPELINES_QUERY,
} from '../../../src/presentation/pipelines/pipelines.url-state';
import { formatHistory, HISTORY_STATE_KEY } from '../../../src/presentation/shared/url-state/history-fields';
import { formatQuery, parseUrlState } from '../../../src/presentation/shared/url-state/query-fields';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { FakePipelinesGateway, pipelineApp } from '../../application/pipelines/pipeline-fakes';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { makeSession, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

function setup() {
  const host = new FakeHostGateway({ alertAnswer: true, topWindowAnswer: 'redirected' });
  const gateway = new FakePipelinesGateway();
  gateway.applications = [
    pipelineApp('leadqualification1234', { name: 'Lead qualification', pipelineId: 'PL-1001' }),
    pipelineApp('ordertracking7654321', { name: 'Order tracking' }),
    pipelineApp('locked1', { name: 'Locked', hasPermission: false }),
    pipelineApp('bot', { template: 'builder' }),
  ];
  gateway.configurations.set('leadqualification1234', { statesCount: '12', statesPublish: 'Published' });
  gateway.failing.add('ordertracking7654321');
  const logger = new RecordingLogger();
  const store = new SessionStore(new StaticToggles([]));
  store.setSession(makeSession({ language: 'en' }));
  const presenter = new PipelinesPresenter(
    new LoadPipelinesUseCase(gateway, logger),
    new PipelineActionsUseCase(host, gateway),
    store,
    host,
    hostFeedback(host),
    createI18n('en', TEST_RESOURCES),
    logger,
  );
  return { presenter, host, gateway };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('PipelinesPresenter (spec 2 §2.13, §4, §5, §8)', () => {
  it('spec 2 §2.13, §3, §8: pipelines only; configuration filled in; a failed fetch is 0 tasks, unpublished', async () => {
    const { presenter, gateway } = setup();
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.rows.map((row) => [row.pipelineId, row.tasksCount, row.status])).toEqual([
      ['PL-1001', 12, 'published'],
      ['Pipe-7654321', 0, 'unpublished'],
      ['Pipe-locked1', 0, 'unpublished'],
    ]);
    expect(presenter.pending.size).toBe(0);
    // spec 2 §7: the caller is the session's user (e-mail in metadata, pp the node).
    expect(gateway.callers[0]).toEqual({ email: 'ana@acme.com', localNode: 'ana%40acme.com@blip.ai/web' });
  });

  it('spec 2 §5, §9: search settles after 500 ms, on name or pipeline_id, case-insensitively', async () => {
    const { presenter } = setup();
    await presenter.load();
    vi.useFakeTimers();
    presenter.searchChanged('PIPE-765');
    vi.advanceTimersByTime(499);
    expect(presenter.rows).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(presenter.rows.map((row) => row.name)).toEqual(['Order tracking']);
    const key = presenter.tableKey;
    presenter.searchChanged('nothing like it');
    vi.advanceTimersByTime(500);
    expect(presenter.emptyState).toBe('noResults');
    expect(presenter.tableKey).not.toBe(key);
    presenter.searchCleared();
    expect(presenter.rows).toHaveLength(3);
  });

  it('spec 2 §2.13: create and the row actions navigate the top window under the tenant URL', async () => {
    const { presenter, host } = setup();
    await presenter.load();
    await presenter.createClicked();
    await presenter.rowActionClicked('open', 'leadqualification1234');
    await presenter.rowActionClicked('team', 'leadqualification1234');
    expect(host.topRedirects).toEqual([
      'https://acme.example.com/application/create/pipelinename/',
      'https://acme.example.com/application/detail/leadqualification1234/templates/pipeline',
      'https://acme.example.com/application/detail/leadqualification1234/team',
    ]);
    host.tenantUrl = 'http://insecure.example.com';
    await presenter.rowActionClicked('logs', 'leadqualification1234');
    expect(host.topRedirects).toHaveLength(3);
    expect(host.toasts.at(-1)?.type).toBe('danger');
  });

  it('spec 2 §8: delete asks first, deletes, toasts and reloads; cancel does nothing', async () => {
    const { presenter, host, gateway } = setup();
    await presenter.load();
    host.alertAnswer = false;
    await presenter.deleteClicked('leadqualification1234');
    expect(gateway.deleted).toEqual([]);
    expect(host.alerts[0]).toMatchObject({ variant: 'delete', title: 'Delete pipeline' });
    host.alertAnswer = true;
    gateway.applications = gateway.applications.filter((a) => a.id !== 'leadqualification1234');
    await presenter.deleteClicked('leadqualification1234');
    expect(gateway.deleted).toEqual(['leadqualification1234']);
    expect(host.toasts.at(-1)).toEqual({
      type: 'success',
      title: 'Pipeline deleted',
      message: 'The pipeline has been deleted from the knowledge base.',
    });
    expect(presenter.rows.map((row) => row.id)).not.toContain('leadqualification1234');
  });

  it('spec 2 §6: a pipeline without permission is never deleted', async () => {
    const { presenter, host, gateway } = setup();
    await presenter.load();
    await presenter.deleteClicked('locked1');
    expect(host.alerts).toEqual([]);
    expect(gateway.deleted).toEqual([]);
  });

  it("spec 2 §8 'Lists': a failed list shows the load error; Try Again loads again", async () => {
    const { presenter, gateway } = setup();
    const list = vi.spyOn(gateway, 'listApplications').mockRejectedValueOnce(new Error('down'));
    await presenter.load();
    expect(presenter.status).toBe('failed');
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(list).toHaveBeenCalledTimes(2);
  });

  describe('issue 14: page and page size in the URL; issue 35 §7: the search in the history entry', () => {
    /** What the binding writes: the query, and what it keeps in the history entry. */
    function urlOf(presenter: PipelinesPresenter): { query: string; history: string } | undefined {
      const state = pipelinesUrlBinding(presenter).read();
      return state === undefined
        ? undefined
        : { query: formatQuery(PIPELINES_QUERY, state), history: formatHistory(PIPELINES_QUERY, state) };
    }

    it('issue 35 §7: a reloaded entry opens its search (history) and its page and size (URL); a page past the end is clamped once loaded', async () => {
      const { presenter } = setup();
      const binding = pipelinesUrlBinding(presenter);
      binding.restore(
        parseUrlState(PIPELINES_QUERY, '?page=7&size=10', { [HISTORY_STATE_KEY]: { search: 'PL-1001' } }),
      );
      expect(urlOf(presenter)).toBeUndefined();
      await presenter.load();
      expect(presenter.searchText).toBe('PL-1001');
      expect(presenter.rows.map((row) => row.pipelineId)).toEqual(['PL-1001']);
      expect(presenter.shownPage).toBe(1);
      expect(urlOf(presenter)).toEqual({ query: '?size=10', history: 'search=PL-1001' });
    });

    it('a new search or page size goes back to page 1', async () => {
      const { presenter } = setup();
      await presenter.load();
      vi.useFakeTimers();
      presenter.pageSizeChanged(5);
      presenter.pageChanged(2);
      expect(presenter.page).toBe(2);
      presenter.searchChanged('Order');
      vi.advanceTimersByTime(500);
      expect(presenter.page).toBe(1);
      expect(urlOf(presenter)).toEqual({ query: '', history: 'search=Order' });
    });
  });
});
