import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import type {
  CatalogListQuery,
  CatalogsGateway,
} from '../../../src/application/knowledge-base/catalogs.port';
import { DeleteCatalogUseCase } from '../../../src/application/knowledge-base/delete-catalog.use-case';
import { LoadCatalogsUseCase } from '../../../src/application/knowledge-base/load-catalogs.use-case';
import { SaveCatalogUseCase } from '../../../src/application/knowledge-base/save-catalog.use-case';
import type { Session } from '../../../src/domain/access/session';
import type { Catalog, CatalogPage } from '../../../src/domain/knowledge-base/catalog.entity';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import {
  PAGED_QUERY_FIELDS,
  pagedQueryUrlBinding,
} from '../../../src/presentation/knowledge-base/paged-query.url-state';
import { formatHistory } from '../../../src/presentation/shared/url-state/history-fields';
import { formatQuery, parseQuery } from '../../../src/presentation/shared/url-state/query-fields';
import { CatalogListPresenter } from '../../../src/presentation/knowledge-base/catalog-list.presenter';
import { CreateCatalogPresenter } from '../../../src/presentation/knowledge-base/create-catalog.presenter';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { failure } from '../../application/shared/bot-fakes';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { makeSession, makeTenant, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeHostGateway, rejecting } from '../../support/fake-host-gateway';

const catalog = (index: number): Catalog => ({
  id: `cat-${index}`,
  name: `Catalog ${index}`,
  content_count: index,
  updated_at: '2026-11-25T10:30:00Z',
  updated_by: 'ana@acme.com',
});

/** A promise the test settles by hand (to look at the state while a call is pending). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The catalogs service: pages and filters by exact name like the server; every call recorded. */
class FakeCatalogsGateway implements CatalogsGateway {
  catalogs: Catalog[] = Array.from({ length: 12 }, (_, index) => catalog(index + 1));
  readonly lists: { tenantId: string; query: CatalogListQuery }[] = [];
  readonly removed: { tenantId: string; catalogId: string }[] = [];
  readonly created: { tenantId: string; name: string }[] = [];
  listError: unknown = undefined;
  removeError: unknown = undefined;
  createError: unknown = undefined;
  /** When set, the next create waits for it. */
  pendingCreate: Promise<void> | undefined = undefined;

  list(tenantId: string, query: CatalogListQuery): Promise<CatalogPage> {
    this.lists.push({ tenantId, query });
    if (this.listError !== undefined) return Promise.reject(this.listError);
    const matching =
      query.name === undefined || query.name === ''
        ? this.catalogs
        : this.catalogs.filter((candidate) => candidate.name === query.name);
    return Promise.resolve({
      items: matching.slice(query.skip, query.skip + query.take),
      total: matching.length,
    });
  }

  get(_tenantId: string, catalogId: string): Promise<Catalog> {
    const found = this.catalogs.find((candidate) => candidate.id === catalogId);
    return found === undefined ? Promise.reject(failure(67)) : Promise.resolve(found);
  }

  async create(tenantId: string, name: string): Promise<Catalog> {
    this.created.push({ tenantId, name });
    await this.pendingCreate;
    if (this.createError !== undefined) throw this.createError;
    const made = { ...catalog(99), id: 'new-catalog', name };
    this.catalogs.unshift(made);
    return made;
  }

  rename(): Promise<void> {
    return Promise.resolve();
  }

  remove(tenantId: string, catalogId: string): Promise<void> {
    this.removed.push({ tenantId, catalogId });
    if (this.removeError !== undefined) return Promise.reject(this.removeError);
    this.catalogs = this.catalogs.filter((candidate) => candidate.id !== catalogId);
    return Promise.resolve();
  }
}

function setup(options: { session?: Session | null } = {}) {
  const gateway = new FakeCatalogsGateway();
  // The delete alert answers `alertAnswer` (true = Delete).
  const host = new FakeHostGateway({ alertAnswer: true });
  const logger = new RecordingLogger();
  const store = new SessionStore(new StaticToggles());
  if (options.session !== null) store.setSession(options.session ?? makeSession({ language: 'en' }));
  const i18n = createI18n('en', TEST_RESOURCES);
  const create = new CreateCatalogPresenter(
    store,
    new SaveCatalogUseCase(gateway),
    hostFeedback(host),
    logger,
    i18n,
  );
  const presenter = new CatalogListPresenter(
    store,
    new LoadCatalogsUseCase(gateway),
    new DeleteCatalogUseCase(gateway),
    host,
    hostFeedback(host),
    logger,
    i18n,
    create,
  );
  const navigations: string[] = [];
  presenter.attach((path) => navigations.push(path));
  return { presenter, create, gateway, host, logger, navigations };
}

/** Lets the loads an action started (`void this.load()`) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const names = (presenter: CatalogListPresenter) => presenter.rows.map((row) => row.name);

afterEach(() => {
  vi.useRealTimers();
});

describe("CatalogListPresenter (spec 2 §2.3 'Catalog list', §8, §9)", () => {
  it("spec 2 §2.3/§9: the first load asks the tenant's page 1 with 5 rows ($take 5, $skip 0) and shows its rows", async () => {
    const { presenter, gateway } = setup();
    expect(presenter.status).toBe('loading');
    const loading = presenter.load();
    expect(presenter.status).toBe('loading');
    await loading;
    expect(gateway.lists).toEqual([{ tenantId: 'acme', query: { take: 5, skip: 0, name: '' } }]);
    expect(presenter.status).toBe('ready');
    expect(presenter.page).toBe(1);
    expect(presenter.pageSize).toBe(5);
    expect(presenter.total).toBe(12);
    expect(presenter.pageCount).toBe(3);
    expect(names(presenter)).toEqual(['Catalog 1', 'Catalog 2', 'Catalog 3', 'Catalog 4', 'Catalog 5']);
    expect(presenter.rows[0]).toEqual({
      id: 'cat-1',
      name: 'Catalog 1',
      contentCount: 1,
      lastUpdate: { date: '11/25/2026', time: '10:30' },
      updatedBy: 'ana@acme.com',
    });
    expect(presenter.isEmpty).toBe(false);
    expect(presenter.showsCreateButton).toBe(true);
  });

  it('spec 2 §7: page 2 asks $skip = (page − 1) × take', async () => {
    const { presenter, gateway } = setup();
    await presenter.load();
    presenter.pageChanged(2);
    await settle();
    expect(gateway.lists.at(-1)?.query).toEqual({ take: 5, skip: 5, name: '' });
    expect(names(presenter)[0]).toBe('Catalog 6');
  });

  it('a reload keeps the rows on screen (busy) until the next page arrives: no spinner, no lost focus', async () => {
    const { presenter } = setup();
    await presenter.load();
    presenter.pageChanged(2);
    expect(presenter.status).toBe('ready');
    expect(presenter.refreshing).toBe(true);
    expect(names(presenter)[0]).toBe('Catalog 1');
    await settle();
    expect(presenter.refreshing).toBe(false);
    expect(names(presenter)[0]).toBe('Catalog 6');
  });

  it('spec 2 §2.3/§9: the search waits 500 ms after typing stops, is sent as the exact trimmed name and goes back to page 1', async () => {
    const { presenter, gateway } = setup();
    await presenter.load();
    presenter.pageChanged(3);
    await settle();
    expect(presenter.page).toBe(3);
    vi.useFakeTimers();
    const before = gateway.lists.length;
    presenter.searchChanged('Catalog');
    await vi.advanceTimersByTimeAsync(300);
    presenter.searchChanged(' Catalog 7 ');
    expect(presenter.searchText).toBe(' Catalog 7 ');
    await vi.advanceTimersByTimeAsync(499);
    expect(gateway.lists).toHaveLength(before);
    expect(presenter.page).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(gateway.lists).toHaveLength(before + 1);
    expect(gateway.lists.at(-1)?.query).toEqual({ take: 5, skip: 0, name: 'Catalog 7' });
    expect(presenter.page).toBe(1);
    expect(presenter.term).toBe('Catalog 7');
    expect(names(presenter)).toEqual(['Catalog 7']);
  });

  it("spec 2 §2.3: a search with no exact match is not the empty state 'No catalogs yet'; clearing lists everything at once", async () => {
    const { presenter, gateway } = setup();
    await presenter.load();
    vi.useFakeTimers();
    presenter.searchChanged('catalog 7');
    await vi.advanceTimersByTimeAsync(500);
    expect(presenter.rows).toEqual([]);
    expect(presenter.isEmpty).toBe(false);
    expect(presenter.showsCreateButton).toBe(true);
    presenter.searchCleared();
    await vi.advanceTimersByTimeAsync(0);
    expect(gateway.lists.at(-1)?.query).toEqual({ take: 5, skip: 0, name: '' });
    expect(presenter.rows).toHaveLength(5);
  });

  it('spec 2 §2.3/§9: a page-size change (5, 10, 15) goes back to page 1', async () => {
    const { presenter, gateway } = setup();
    await presenter.load();
    presenter.pageChanged(3);
    await settle();
    presenter.pageSizeChanged(10);
    expect(presenter.page).toBe(1);
    await settle();
    expect(gateway.lists.at(-1)?.query).toEqual({ take: 10, skip: 0, name: '' });
    expect(presenter.rows).toHaveLength(10);
    expect(presenter.pageCount).toBe(2);
  });

  it("spec 2 §2.3/§8 'Lists': a load failure is the failed state ('Load Error'), and 'Try Again' loads again", async () => {
    const { presenter, gateway, logger } = setup();
    gateway.listError = failure(1);
    await presenter.load();
    expect(presenter.status).toBe('failed');
    expect(presenter.rows).toEqual([]);
    expect(presenter.isEmpty).toBe(false);
    expect(presenter.showsCreateButton).toBe(false);
    expect(logger.errors).toHaveLength(1);
    gateway.listError = undefined;
    await presenter.load();
    expect(presenter.status).toBe('ready');
    expect(presenter.rows).toHaveLength(5);
  });

  it("spec 2 §2.3: with no catalogs and no search the empty state 'No catalogs yet' shows", async () => {
    const { presenter, gateway } = setup();
    gateway.catalogs = [];
    await presenter.load();
    expect(presenter.isEmpty).toBe(true);
    expect(presenter.showsCreateButton).toBe(false);
  });

  it("spec 2 §2.3: 'Abrir' closes the menu and goes to /knowledge-base/{catalogId}/documents", async () => {
    const { presenter, navigations } = setup();
    await presenter.load();
    presenter.menuToggled('cat-2');
    expect(presenter.openMenuId).toBe('cat-2');
    presenter.openClicked('cat-2');
    expect(presenter.openMenuId).toBeUndefined();
    expect(navigations).toEqual(['/knowledge-base/cat-2/documents']);
  });

  it("spec 2 §2.3/§8 'Catalogs': a confirmed delete asks 'Delete catalog', deletes, toasts 'Catalog deleted' and reloads", async () => {
    const { presenter, gateway, host } = setup();
    await presenter.load();
    presenter.menuToggled('cat-1');
    await presenter.deleteClicked('cat-1');
    expect(host.alerts).toEqual([
      {
        variant: 'delete',
        title: 'Delete catalog',
        body: 'By deleting this catalog, all files attached to it will be removed. This may impact the operation of AI Agents that use these references. Do you still want to delete it?',
        confirm: 'Delete',
        cancel: 'Cancel',
      },
    ]);
    expect(gateway.removed).toEqual([{ tenantId: 'acme', catalogId: 'cat-1' }]);
    expect(host.toasts).toEqual([
      {
        type: 'success',
        title: 'Catalog deleted',
        message: 'The catalog has been deleted from the knowledge base.',
      },
    ]);
    expect(gateway.lists).toHaveLength(2);
    expect(names(presenter)).not.toContain('Catalog 1');
    expect(presenter.total).toBe(11);
    expect(presenter.openMenuId).toBeUndefined();
    expect(presenter.deletingId).toBeUndefined();
  });

  it('spec 2 §2.3: the catalog is marked as being deleted until the reload is done; a second delete meanwhile is ignored', async () => {
    const { presenter, gateway, host } = setup();
    await presenter.load();
    const slowRemove = deferred<void>();
    gateway.remove = (tenantId, catalogId) => {
      gateway.removed.push({ tenantId, catalogId });
      return slowRemove.promise;
    };
    const first = presenter.deleteClicked('cat-1');
    await settle();
    expect(presenter.deletingId).toBe('cat-1');
    await presenter.deleteClicked('cat-2');
    expect(host.alerts).toHaveLength(1);
    slowRemove.resolve();
    await first;
    expect(presenter.deletingId).toBeUndefined();
    expect(gateway.removed.map((call) => call.catalogId)).toEqual(['cat-1']);
  });

  it('spec 2 §2.3: a cancelled delete alert deletes nothing, toasts nothing and does not reload', async () => {
    const { presenter, gateway, host } = setup();
    await presenter.load();
    host.alertAnswer = false;
    await presenter.deleteClicked('cat-1');
    expect(host.alerts).toHaveLength(1);
    expect(gateway.removed).toEqual([]);
    expect(host.toasts).toEqual([]);
    expect(gateway.lists).toHaveLength(1);
    expect(presenter.deletingId).toBeUndefined();
  });

  it('spec 2 §2.3: an alert the host cannot show counts as Cancel (nothing deleted)', async () => {
    const { presenter, gateway, host, logger } = setup();
    await presenter.load();
    host.alertAnswer = rejecting(new Error('no alert'));
    await presenter.deleteClicked('cat-1');
    expect(gateway.removed).toEqual([]);
    expect(host.toasts).toEqual([]);
    expect(logger.errors).toHaveLength(1);
  });

  it("spec 2 §8 'Catalogs': a failed delete toasts 'Failed to delete catalog' and the list is reloaded as it is", async () => {
    const { presenter, gateway, host, logger } = setup();
    await presenter.load();
    gateway.removeError = failure(1);
    await presenter.deleteClicked('cat-1');
    expect(host.toasts).toEqual([
      {
        type: 'danger',
        title: 'Failed to delete catalog',
        message: 'Could not delete the catalog. Please try again.',
      },
    ]);
    expect(logger.errors).toHaveLength(1);
    expect(gateway.lists).toHaveLength(2);
    expect(names(presenter)).toContain('Catalog 1');
    expect(presenter.deletingId).toBeUndefined();
  });

  it('spec 2 §2.3 (docs/decisions/knowledge-base.md): a delete that empties the last page shows the page before it', async () => {
    const { presenter, gateway } = setup();
    gateway.catalogs = gateway.catalogs.slice(0, 6);
    await presenter.load();
    presenter.pageChanged(2);
    await settle();
    expect(names(presenter)).toEqual(['Catalog 6']);
    await presenter.deleteClicked('cat-6');
    await settle();
    expect(presenter.page).toBe(1);
    expect(gateway.lists.at(-1)?.query).toEqual({ take: 5, skip: 0, name: '' });
    expect(names(presenter)).toHaveLength(5);
  });

  it('spec 2 §2.3: with no tenant id nothing is loaded or deleted (the screen renders nothing)', async () => {
    const withoutTenant = setup({ session: { ...makeSession(), tenant: makeTenant({ id: '' }) } });
    expect(withoutTenant.presenter.hasTenant).toBe(false);
    await withoutTenant.presenter.load();
    expect(withoutTenant.gateway.lists).toEqual([]);
    const withoutSession = setup({ session: null });
    expect(withoutSession.presenter.hasTenant).toBe(false);
    await withoutSession.presenter.load();
    await withoutSession.presenter.deleteClicked('cat-1');
    expect(withoutSession.gateway.lists).toEqual([]);
    expect(withoutSession.host.alerts).toEqual([]);
    expect(withoutSession.gateway.removed).toEqual([]);
  });

  it('a later load wins over an earlier one, and nothing acts after the page is disposed', async () => {
    const { presenter, gateway } = setup();
    const slow = deferred<CatalogPage>();
    const list = gateway.list.bind(gateway);
    let calls = 0;
    gateway.list = (tenantId, query) => (calls++ === 0 ? slow.promise : list(tenantId, query));
    const first = presenter.load();
    await presenter.load();
    slow.resolve({ items: [catalog(42)], total: 1 });
    await first;
    expect(presenter.total).toBe(12);
    vi.useFakeTimers();
    presenter.searchChanged('Catalog 2');
    presenter.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(presenter.term).toBe('');
  });
});

describe("CreateCatalogPresenter (spec 2 §2.4 'Create catalog modal', §4 'Modals', §5, §8)", () => {
  it("spec 2 §5: Save is disabled while the trimmed name is empty ('The catalog name is required.')", async () => {
    const { presenter, create } = setup();
    await presenter.load();
    presenter.createClicked();
    expect(create.isOpen).toBe(true);
    expect(create.name).toBe('');
    expect(create.isSaveDisabled).toBe(true);
    create.nameChanged('   ');
    expect(create.isSaveDisabled).toBe(true);
    create.nameChanged('  Docs ');
    expect(create.isSaveDisabled).toBe(false);
  });

  it("spec 2 §4 'Modals': while saving the buttons are disabled, the name is kept and Cancel is ignored", async () => {
    const { presenter, create, gateway } = setup();
    await presenter.load();
    presenter.createClicked();
    create.nameChanged('Docs');
    const pending = deferred<void>();
    gateway.pendingCreate = pending.promise;
    const saving = presenter.createSaved();
    expect(create.saving).toBe(true);
    expect(create.isSaveDisabled).toBe(true);
    create.nameChanged('Other');
    create.cancelClicked();
    expect(create.name).toBe('Docs');
    expect(create.isOpen).toBe(true);
    pending.resolve();
    await saving;
    expect(create.saving).toBe(false);
    expect(create.isOpen).toBe(false);
  });

  it("spec 2 §2.4/§8 'Catalogs': success saves the trimmed name, toasts 'Catalog created' and opens /knowledge-base/{catalogId}/documents", async () => {
    const { presenter, create, gateway, host, navigations } = setup();
    await presenter.load();
    presenter.createClicked();
    create.nameChanged('  Docs  ');
    await presenter.createSaved();
    expect(gateway.created).toEqual([{ tenantId: 'acme', name: 'Docs' }]);
    expect(host.toasts).toEqual([
      {
        type: 'success',
        title: 'Catalog created',
        message: 'The catalog has been created and is available',
      },
    ]);
    expect(navigations).toEqual(['/knowledge-base/new-catalog/documents']);
    expect(create.isOpen).toBe(false);
    expect(create.name).toBe('');
  });

  it("spec 2 §4 'Modals'/§8 'Catalogs': a failure toasts 'Failed to create catalog' and the modal stays as typed", async () => {
    const { presenter, create, gateway, host, navigations, logger } = setup();
    await presenter.load();
    presenter.createClicked();
    create.nameChanged('Docs');
    gateway.createError = failure(1);
    await presenter.createSaved();
    expect(host.toasts).toEqual([
      {
        type: 'danger',
        title: 'Failed to create catalog',
        message: 'Could not create catalog. Please try again.',
      },
    ]);
    expect(logger.errors).toHaveLength(1);
    expect(create.isOpen).toBe(true);
    expect(create.name).toBe('Docs');
    expect(create.saving).toBe(false);
    expect(create.isSaveDisabled).toBe(false);
    expect(navigations).toEqual([]);
  });

  it("spec 2 §4 'Modals': Cancel closes without saving or reloading; reopening starts empty", async () => {
    const { presenter, create, gateway } = setup();
    await presenter.load();
    presenter.createClicked();
    create.nameChanged('Docs');
    create.cancelClicked();
    expect(create.isOpen).toBe(false);
    expect(gateway.created).toEqual([]);
    expect(gateway.lists).toHaveLength(1);
    presenter.createClicked();
    expect(create.name).toBe('');
  });

  describe('issue 14: search, page and page size in the URL', () => {
    const urlOf = (presenter: CatalogListPresenter) => {
      const state = pagedQueryUrlBinding(presenter.query, () => presenter.status === 'ready').read();
      return state === undefined ? undefined : formatQuery(PAGED_QUERY_FIELDS, state);
    };

    it('a shared link asks its page and size in the first load, with no extra request', async () => {
      const { presenter, gateway } = setup();
      const binding = pagedQueryUrlBinding(presenter.query, () => presenter.status === 'ready');
      binding.restore(parseQuery(PAGED_QUERY_FIELDS, '?page=2&size=10'));
      await presenter.load();
      expect(gateway.lists).toEqual([{ tenantId: 'acme', query: { take: 10, skip: 10, name: '' } }]);
      expect(names(presenter)[0]).toBe('Catalog 11');
      expect(urlOf(presenter)).toBe('?page=2&size=10');
    });

    it('a page past the end is clamped to the last page the server has', async () => {
      const { presenter } = setup();
      pagedQueryUrlBinding(presenter.query, () => false).restore(parseQuery(PAGED_QUERY_FIELDS, '?page=40'));
      await presenter.load();
      await settle();
      expect(presenter.page).toBe(3);
      expect(names(presenter)).toEqual(['Catalog 11', 'Catalog 12']);
      expect(urlOf(presenter)).toBe('?page=3');
    });

    it('a query changed under a shown list reloads it', async () => {
      const { presenter, gateway } = setup();
      await presenter.load();
      const binding = pagedQueryUrlBinding(presenter.query, () => presenter.status === 'ready');
      binding.restore(parseQuery(PAGED_QUERY_FIELDS, '?search=%20Catalog%202%20'));
      await settle();
      expect(presenter.searchText).toBe(' Catalog 2 ');
      expect(gateway.lists.at(-1)?.query).toEqual({ take: 5, skip: 0, name: 'Catalog 2' });
      // Issue 35 §7: an old link's search is read, and written back to the history entry only.
      expect(urlOf(presenter)).toBe('');
      const state = pagedQueryUrlBinding(presenter.query, () => presenter.status === 'ready').read()!;
      expect(formatHistory(PAGED_QUERY_FIELDS, state)).toBe('search=+Catalog+2+');
    });
  });
});
