import { hostFeedback } from '../../../src/presentation/shared/host-feedback';
import { describe, expect, it } from 'vitest';
import { UrlPagesUseCase } from '../../../src/application/knowledge-base/url-pages.use-case';
import { createI18n } from '../../../src/presentation/i18n/i18n';
import { UrlPagesPresenter } from '../../../src/presentation/knowledge-base/url-pages.presenter';
import { SessionStore } from '../../../src/presentation/shell/session.store';
import {
  FakeDocumentsGateway,
  makeDocument,
  version,
} from '../../application/knowledge-base/documents-fakes';
import { TEST_RESOURCES } from '../i18n/test-resources';
import { makeSession, RecordingLogger, StaticToggles } from '../shared/fakes';
import { alertHost, FakeCatalogs, toastTitles } from './documents-page-setup';

/** Versions as pages: listVersions answers the document's versions, paged. */
class PagedVersionsGateway extends FakeDocumentsGateway {
  override listVersions(
    ref: Parameters<FakeDocumentsGateway['listVersions']>[0],
    query: { take: number; skip: number },
  ) {
    void super.listVersions(ref, query);
    const versions = this.documents[0]?.versions ?? [];
    return Promise.resolve({
      items: versions.slice(query.skip, query.skip + query.take),
      total: versions.length,
    });
  }
}

function setup() {
  const gateway = new PagedVersionsGateway();
  gateway.documents = [
    makeDocument({
      id: 'u',
      name: 'https://example.com',
      extension: 'url',
      versions: [
        version('p1', 'https://example.com/a'),
        { ...version('p2', 'https://example.com/b'), status: 'inactive' },
      ],
    }),
  ];
  const host = alertHost();
  const store = new SessionStore(new StaticToggles());
  store.setSession(makeSession({ language: 'en' }));
  const presenter = new UrlPagesPresenter(
    store,
    new UrlPagesUseCase(gateway, new FakeCatalogs()),
    host,
    hostFeedback(host),
    new RecordingLogger(),
    createI18n('en', TEST_RESOURCES),
  );
  return { presenter, gateway, host };
}

describe("UrlPagesPresenter (spec 2 §2.12 'URL pages', §8)", () => {
  it('spec 2 §2.12: names that came with the navigation are used as they are (no fetch)', async () => {
    const { presenter, gateway } = setup();
    await presenter.open('cat-1', 'u', { catalogName: 'Support', documentName: 'https://example.com' });
    expect(gateway.names()).toEqual(['listVersions']);
    expect(presenter.pages.map((page) => page.version_id)).toEqual(['p1', 'p2']);
  });

  it('spec 2 §2.12: when a name is missing, both are fetched by id', async () => {
    const { presenter, gateway } = setup();
    await presenter.open('cat-1', 'u', { catalogName: 'Support' });
    expect(gateway.names()).toContain('get');
    expect([presenter.catalogName, presenter.documentName]).toEqual(['Support', 'https://example.com']);
  });

  it("spec 2 §4/§8: the switch flips active ↔ inactive ('Page updated'); a failure toasts 'Failed to update'", async () => {
    const { presenter, gateway, host } = setup();
    await presenter.open('cat-1', 'u', null);
    await presenter.switchToggled(presenter.pages[0]!);
    expect(gateway.calls.find((call) => call.method === 'updateVersion')?.args.slice(1)).toEqual([
      'p1',
      { status: 'inactive' },
    ]);
    gateway.failing.set('updateVersion', 'x');
    await presenter.switchToggled(presenter.pages[1]!);
    expect(toastTitles(host)).toEqual(['Page updated', 'Failed to update']);
  });

  it("spec 2 §2.12/§8: delete asks 'Delete page' first; Cancel removes nothing; Delete toasts 'Page deleted'", async () => {
    const { presenter, gateway, host } = setup();
    await presenter.open('cat-1', 'u', null);
    host.alertAnswer = false;
    await presenter.deleteClicked(presenter.pages[0]!);
    expect(gateway.names()).not.toContain('removeVersion');
    host.alertAnswer = true;
    await presenter.deleteClicked(presenter.pages[0]!);
    expect(host.alerts[0]).toMatchObject({ variant: 'delete', title: 'Delete page' });
    expect(gateway.names()).toContain('removeVersion');
    expect(toastTitles(host)).toEqual(['Page deleted']);
  });

  it("spec 2 §8 'Lists': a failed load is 'failed'", async () => {
    const { presenter, gateway } = setup();
    const failing = new Error('down');
    gateway.listVersions = () => Promise.reject(failing);
    await presenter.open('cat-1', 'u', { catalogName: 'a', documentName: 'b' });
    expect(presenter.status).toBe('failed');
  });
});
