import { describe, expect, it, vi } from 'vitest';
import { makeDocument, version } from '../../application/knowledge-base/documents-fakes';
import { setupDocumentsPage, toastTitles } from './documents-page-setup';

/** A document embedding its current version only, while the version endpoint knows of two. */
function setupTwoServedVersions() {
  const page = setupDocumentsPage();
  page.gateway.documents = [makeDocument({ version_id: 'v2', versions: [version('v2')] })];
  page.gateway.versions.set('doc-1', [version('v1', 'Manual v1.pdf'), version('v2', 'Manual.pdf')]);
  return page;
}

describe('Restore from the version endpoint (spec 2 §2.10, §7)', () => {
  it('spec 2 §2.10: one embedded version but two served — the row offers Restore', async () => {
    const { presenter, gateway } = setupTwoServedVersions();
    await presenter.open('cat-1');
    expect(presenter.rows[0]?.actions).toContain('restore');
    expect(gateway.calls).toContainEqual({
      method: 'listVersions',
      args: [
        { tenantId: expect.any(String), catalogId: 'cat-1', documentId: 'doc-1' },
        { take: 2, skip: 0 },
      ],
    });
  });

  it('spec 2 §2.10: without a second version anywhere, no Restore', async () => {
    const { presenter, gateway } = setupTwoServedVersions();
    gateway.versions.set('doc-1', [version('v2')]);
    await presenter.open('cat-1');
    expect(presenter.rows[0]?.actions).not.toContain('restore');
  });

  it("spec 2 §2.10: the modal lists the endpoint's versions, the current one checked; restoring v1 sends it", async () => {
    const { presenter, gateway, host } = setupTwoServedVersions();
    await presenter.open('cat-1');
    presenter.actionChosen('doc-1', 'restore');
    expect(presenter.modal.restoreChoices.status).toBe('loading');
    expect(presenter.modal.isSaveDisabled).toBe(true);
    await vi.waitFor(() => expect(presenter.modal.restoreChoices.status).toBe('ready'));
    expect(presenter.modal.restoreChoices.versions.map((item) => item.name)).toEqual([
      'Manual v1.pdf',
      'Manual.pdf',
    ]);
    expect(presenter.modal.selectedVersionId).toBe('v2');
    presenter.modal.versionSelected('v1');
    await presenter.modal.saveClicked();
    expect(gateway.calls.find((call) => call.method === 'update')?.args[1]).toMatchObject({
      version_id: 'v1',
    });
    expect(toastTitles(host)).toEqual(['Content restored']);
  });

  it('spec 2 §8: a failing version endpoint — the modal reports it, lists the embedded versions and restores nothing', async () => {
    const { presenter, gateway, logger } = setupTwoServedVersions();
    await presenter.open('cat-1');
    gateway.failing.set('listVersions', 'down');
    presenter.actionChosen('doc-1', 'restore');
    await vi.waitFor(() => expect(presenter.modal.restoreChoices.status).toBe('failed'));
    expect(presenter.modal.restoreChoices.versions.map((item) => item.version_id)).toEqual(['v2']);
    expect(presenter.modal.isSaveDisabled).toBe(true);
    expect(logger.errors.length).toBeGreaterThan(0);
  });

  it('a failed count leaves the embedded list to decide (no Restore, nothing shown to the user)', async () => {
    const { presenter, gateway, host } = setupTwoServedVersions();
    gateway.failing.set('listVersions', 'down');
    await presenter.open('cat-1');
    expect(presenter.rows[0]?.actions).not.toContain('restore');
    expect(host.toasts).toEqual([]);
  });
});
