import { describe, expect, it, vi } from 'vitest';
import { chosen, makeDocument, version } from '../../application/knowledge-base/documents-fakes';
import { PIPELINE_SECTION } from '../../../src/presentation/knowledge-base/content-section';
import { setupDocumentsPage, toastTitles } from './documents-page-setup';

const urlDocument = makeDocument({
  id: 'u',
  name: 'https://example.com',
  extension: 'url',
  url: 'https://example.com/help',
});

describe('CatalogDocumentsPresenter (spec 2 §2.5, §8)', () => {
  it('spec 2 §2.5: opening loads the catalog name (breadcrumb) and page 1 of 5 rows with icon, size and badge', async () => {
    const { presenter, gateway } = setupDocumentsPage();
    gateway.documents = [makeDocument(), urlDocument];
    expect(presenter.heading.status).toBe('loading');
    await presenter.open('cat-1');
    expect(presenter.heading.name).toBe('Support');
    expect(gateway.calls[0]).toEqual({ method: 'list', args: [{ take: 5, skip: 0, name: '' }] });
    expect(presenter.rows.map((row) => [row.icon, row.detail, row.tone])).toEqual([
      ['pdf', '1.5 KB', 'success'],
      ['url', 'https://example.com/help', 'success'],
    ]);
    expect(presenter.rows[0]?.lastUpdate).toEqual({ date: expect.any(String), time: '10:30' });
  });

  it("spec 2 §2.5: 'No content yet' only with no items and no search; a failed load is 'failed'", async () => {
    const { presenter, gateway } = setupDocumentsPage();
    await presenter.open('cat-1');
    expect(presenter.isEmpty).toBe(true);
    gateway.failing.set('list', 'down');
    await presenter.load();
    expect(presenter.status).toBe('failed');
  });

  it("spec 2 §2.5/§8: renaming in the breadcrumb saves the trimmed name and toasts 'Catalog updated'", async () => {
    const { presenter, catalogs, host } = setupDocumentsPage();
    await presenter.open('cat-1');
    await presenter.renameCatalog('  Sales ');
    expect(catalogs.renames).toEqual(['Sales']);
    expect(presenter.heading.name).toBe('Sales');
    catalogs.renameError = new Error('no');
    await expect(presenter.renameCatalog('Other')).rejects.toThrow('no');
    expect(presenter.heading.name).toBe('Sales');
    expect(toastTitles(host)).toEqual(['Catalog updated', 'Failed to update catalog']);
  });

  it('spec 2 §2.5 Open: goes to the URL pages carrying the catalog and document names', async () => {
    const { presenter, gateway, navigations } = setupDocumentsPage();
    gateway.documents = [urlDocument];
    await presenter.open('cat-1');
    presenter.actionChosen('u', 'open');
    expect(navigations).toEqual([
      {
        path: '/knowledge-base/cat-1/documents/u/url-paths',
        state: { catalogName: 'Support', documentName: 'https://example.com' },
      },
    ]);
  });

  it('spec 2 §2.1 Open in the pipeline section: the URL pages stay under /pipeline, names carried', async () => {
    const { presenter, gateway, navigations } = setupDocumentsPage();
    gateway.documents = [urlDocument];
    await presenter.open('cat-1', PIPELINE_SECTION);
    presenter.actionChosen('u', 'open');
    expect(navigations).toEqual([
      {
        path: '/pipeline/cat-1/documents/u/url-paths',
        state: { catalogName: 'Support', documentName: 'https://example.com' },
      },
    ]);
  });

  it("spec 2 §2.5/§5/§8 Download: the refreshed link opens in a new tab; no url → 'Failed to download content'", async () => {
    const { presenter, gateway, media, tabs, host } = setupDocumentsPage();
    gateway.documents = [makeDocument(), makeDocument({ id: 'bare', url: '' })];
    await presenter.open('cat-1');
    const opened = (url: string) => tabs.push(url) > 0;
    await presenter.commands.download(presenter.documents[0]!, opened);
    await presenter.commands.download(presenter.documents[1]!, opened);
    expect(tabs).toEqual([media.refreshed]);
    expect(toastTitles(host)).toEqual(['Content downloaded', 'Failed to download content']);
  });

  it("issue 37 §9 (spec 2 §2.5, §8): a blocked tab is not 'Content downloaded' — the page offers the link until dismissed", async () => {
    const { presenter, gateway, media, tabs, host, popups } = setupDocumentsPage();
    gateway.documents = [makeDocument()];
    await presenter.open('cat-1');
    popups.blocked = true;
    presenter.actionChosen('doc-1', 'download');
    await vi.waitFor(() => expect(presenter.commands.busyId).toBeUndefined());
    expect(tabs).toEqual([]);
    expect(toastTitles(host)).toEqual([]);
    expect(presenter.commands.blockedDownload).toEqual({ name: 'Manual.pdf', url: media.refreshed });
    presenter.commands.blockedDownloadDismissed();
    expect(presenter.commands.blockedDownload).toBeUndefined();
    // Once the browser lets the tab open, the download is said as before and no link is offered.
    popups.blocked = false;
    presenter.actionChosen('doc-1', 'download');
    await vi.waitFor(() => expect(toastTitles(host)).toEqual(['Content downloaded']));
    expect(presenter.commands.blockedDownload).toBeUndefined();
  });

  it('spec 2 §2.5/§8 Deactivate / Activate: update with the new status, toast and reload', async () => {
    const { presenter, gateway, host } = setupDocumentsPage();
    gateway.documents = [makeDocument()];
    await presenter.open('cat-1');
    await presenter.commands.toggleStatus(
      { tenantId: 'acme', catalogId: 'cat-1', documentId: 'doc-1' },
      presenter.documents[0]!,
      presenter.load,
    );
    expect(gateway.calls.find((call) => call.method === 'update')?.args[1]).toEqual({
      version_id: 'v1',
      name: 'Manual.pdf',
      status: 'inactive',
    });
    gateway.failing.set('update', 'x');
    await presenter.commands.toggleStatus(
      { tenantId: 'acme', catalogId: 'cat-1', documentId: 'doc-1' },
      makeDocument({ status: 'inactive' }),
      presenter.load,
    );
    expect(toastTitles(host)).toEqual(['Content deactivated', 'Failed to activate content']);
  });

  it("spec 2 §8 Delete: the host's 'Delete content' confirmation first; Cancel deletes nothing", async () => {
    const { presenter, gateway, host } = setupDocumentsPage();
    gateway.documents = [makeDocument()];
    await presenter.open('cat-1');
    const ref = { tenantId: 'acme', catalogId: 'cat-1', documentId: 'doc-1' };
    host.alertAnswer = false;
    await presenter.commands.remove(ref, presenter.load);
    expect(gateway.names()).not.toContain('remove');
    host.alertAnswer = true;
    await presenter.commands.remove(ref, presenter.load);
    expect(host.alerts[0]).toMatchObject({ variant: 'delete', title: 'Delete content', confirm: 'Delete' });
    expect(toastTitles(host)).toEqual(['Document deleted']);
    expect(presenter.documents).toEqual([]);
  });
});

describe('ContentModal (spec 2 §2.6–§2.11, §8 server-error mapping)', () => {
  it('spec 2 §2.6/§2.11: Save is disabled with no file; success closes, toasts and reloads', async () => {
    const { presenter, gateway, host } = setupDocumentsPage();
    await presenter.open('cat-1');
    const { modal } = presenter;
    modal.open('import-file');
    expect(modal.isSaveDisabled).toBe(true);
    modal.filesChosen([chosen('notes.txt')]);
    expect(modal.isSaveDisabled).toBe(false);
    await modal.saveClicked();
    expect(modal.kind).toBeUndefined();
    expect(gateway.names()).toEqual(['list', 'createFile', 'list']);
    expect(host.toasts).toEqual([
      {
        type: 'success',
        title: 'Content added',
        message: 'The content has been saved and is available in the catalog.',
      },
    ]);
  });

  it.each([
    ['Unsupported file content-type: image/png', 'Invalid format'],
    ['Error loading PDF document', 'PDF reading failed'],
    ['Empty file', 'Empty file'],
    ['File formatting missmatch', 'File formatting failed'],
    ['Missing required column: text', 'File column error'],
    ['something else', 'Could not add content'],
  ])('spec 2 §8: a server text %j gives the toast %j and the modal stays open', async (text, title) => {
    const { presenter, gateway, host } = setupDocumentsPage();
    await presenter.open('cat-1');
    presenter.modal.open('import-file');
    presenter.modal.filesChosen([chosen('a.csv')]);
    gateway.failing.set('createFile', text);
    await presenter.modal.saveClicked();
    expect(toastTitles(host)).toEqual([title]);
    expect(presenter.modal.kind).toBe('import-file');
  });

  it("spec 2 §2.7/§8: Add URL falls back to the crawl; both failing with 'blocked_site' gives 'URL blocked'", async () => {
    const { presenter, gateway, host } = setupDocumentsPage();
    await presenter.open('cat-1');
    presenter.modal.open('add-url');
    expect(presenter.modal.isSaveDisabled).toBe(true);
    presenter.modal.urlChanged('https://example.com/docs');
    gateway.failing.set('createUrl', 'x');
    gateway.failing.set('createUrlCrawl', 'BLOCKED_SITE');
    await presenter.modal.saveClicked();
    expect(host.toasts[0]).toMatchObject({
      title: 'URL blocked',
      message: expect.stringContaining('privacy policies'),
    });
  });

  it("spec 2 §2.9/§8: Update URL is prefilled; the crawl's success is a success ('Content Updated')", async () => {
    const { presenter, gateway, host } = setupDocumentsPage();
    await presenter.open('cat-1');
    presenter.modal.open('update-url', urlDocument);
    expect(presenter.modal.url).toBe('https://example.com/help');
    gateway.failing.set('updateUrl', 'x');
    await presenter.modal.saveClicked();
    expect(gateway.names()).toContain('updateUrlCrawl');
    expect(toastTitles(host)).toEqual(['Content Updated']);
  });

  it('spec 2 §2.8/§2.11: reopening Update file clears the chosen file; cancel while saving is ignored', async () => {
    const { presenter } = setupDocumentsPage();
    await presenter.open('cat-1');
    const { modal } = presenter;
    modal.open('update-file', makeDocument());
    modal.filesChosen([chosen('v2.pdf')]);
    modal.cancelClicked();
    modal.open('update-file', makeDocument());
    expect(modal.files).toEqual([]);
    modal.filesChosen([chosen('v2.pdf')]);
    const saving = modal.saveClicked();
    modal.cancelClicked();
    expect(modal.kind).toBe('update-file');
    await saving;
    expect(modal.kind).toBeUndefined();
  });

  it("spec 2 §2.10: Restore preselects the current version; Save only for another one ('Content restored')", async () => {
    const { presenter, gateway, host } = setupDocumentsPage();
    await presenter.open('cat-1');
    const document = makeDocument({ versions: [version('v1'), version('v2')] });
    presenter.modal.open('restore', document);
    expect(presenter.modal.selectedVersionId).toBe('v1');
    expect(presenter.modal.isSaveDisabled).toBe(true);
    // The version endpoint answers none here: the embedded versions are listed.
    await vi.waitFor(() => expect(presenter.modal.restoreChoices.status).toBe('ready'));
    presenter.modal.versionSelected('v2');
    await presenter.modal.saveClicked();
    expect(gateway.calls.find((call) => call.method === 'update')?.args[1]).toMatchObject({
      version_id: 'v2',
    });
    expect(toastTitles(host)).toEqual(['Content restored']);
  });
});
