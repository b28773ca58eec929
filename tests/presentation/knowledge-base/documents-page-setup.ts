import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { AddContentUseCase } from '../../../src/application/knowledge-base/add-content.use-case';
import type { CatalogsGateway } from '../../../src/application/knowledge-base/catalogs.port';
import { DocumentActionsUseCase } from '../../../src/application/knowledge-base/document-actions.use-case';
import { LoadCatalogsUseCase } from '../../../src/application/knowledge-base/load-catalogs.use-case';
import { LoadDocumentsUseCase } from '../../../src/application/knowledge-base/load-documents.use-case';
import { SaveCatalogUseCase } from '../../../src/application/knowledge-base/save-catalog.use-case';
import { UpdateContentUseCase } from '../../../src/application/knowledge-base/update-content.use-case';
import type { Catalog } from '../../../src/domain/knowledge-base/catalog.entity';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { CatalogDocumentsPresenter } from '../../../src/presentation/knowledge-base/catalog-documents.presenter';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import { failure } from '../../application/shared/bot-fakes';
import { FakeDocumentsGateway, FakeKnowledgeMedia } from '../../application/knowledge-base/documents-fakes';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { makeSession, RecordingLogger, StaticToggles } from '../shared/fakes';
import { FakeHostGateway } from '../../support/fake-host-gateway';

export const CATALOG: Catalog = {
  id: 'cat-1',
  name: 'Support',
  content_count: 3,
  updated_at: '2026-11-25T10:30:00Z',
  updated_by: 'ana@acme.com',
};

/** The catalogs service for the page: one catalog; renames recorded (or failing). */
export class FakeCatalogs implements CatalogsGateway {
  readonly renames: string[] = [];
  renameError: unknown = undefined;
  list() {
    return Promise.resolve({ items: [CATALOG], total: 1 });
  }
  get(_tenantId: string, catalogId: string) {
    return catalogId === CATALOG.id ? Promise.resolve(CATALOG) : Promise.reject(failure(67));
  }
  create() {
    return Promise.resolve(CATALOG);
  }
  rename(_tenantId: string, _catalogId: string, name: string) {
    this.renames.push(name);
    return this.renameError === undefined ? Promise.resolve() : Promise.reject(this.renameError);
  }
  remove() {
    return Promise.resolve();
  }
}

/** A host whose delete alert answers `alertAnswer` (true = Delete). */
export const alertHost = () => new FakeHostGateway({ alertAnswer: true });

/** The documents page presenter over literal fakes of its ports. */
export function setupDocumentsPage() {
  const gateway = new FakeDocumentsGateway();
  const media = new FakeKnowledgeMedia();
  const catalogs = new FakeCatalogs();
  const host = alertHost();
  const logger = new RecordingLogger();
  const store = new SessionStore(new StaticToggles());
  store.setSession(makeSession({ language: 'en' }));
  const presenter = new CatalogDocumentsPresenter(
    store,
    new LoadCatalogsUseCase(catalogs),
    new SaveCatalogUseCase(catalogs),
    new LoadDocumentsUseCase(gateway),
    new AddContentUseCase(gateway, media),
    new UpdateContentUseCase(gateway, media),
    new DocumentActionsUseCase(gateway, media, false),
    host,
    hostFeedback(host),
    logger,
    createI18n('en', TEST_RESOURCES),
  );
  const navigations: { path: string; state: unknown }[] = [];
  const tabs: string[] = [];
  /** Set to true to have the browser block every new tab (issue 37 §9). */
  const popups = { blocked: false };
  presenter.attach({
    navigate: (path, state) => navigations.push({ path, state }),
    openTab: (url) => {
      if (popups.blocked) return false;
      tabs.push(url);
      return true;
    },
  });
  return { presenter, gateway, media, catalogs, host, logger, navigations, tabs, popups };
}

export const toastTitles = (host: FakeHostGateway) =>
  host.toasts.map((toast) => toast.title ?? toast.message);
