import { describe, expect, it } from 'vitest';
import {
  DocumentActionsUseCase,
  NoDownloadLinkError,
} from '../../../src/application/knowledge-base/document-actions.use-case';
import { LoadDocumentsUseCase } from '../../../src/application/knowledge-base/load-documents.use-case';
import { FakeDocumentsGateway, FakeKnowledgeMedia, makeDocument } from './documents-fakes';

const ref = { tenantId: 'acme', catalogId: 'cat-1', documentId: 'doc-1' };

function setup(localRun = false) {
  const gateway = new FakeDocumentsGateway();
  const media = new FakeKnowledgeMedia();
  return { gateway, media, actions: new DocumentActionsUseCase(gateway, media, localRun) };
}

describe('DocumentActionsUseCase (spec 2 §2.5 row menu, §5)', () => {
  it('spec 2 §2.5/§7: Download refreshes the stored link and answers the fresh one', async () => {
    const { actions, media } = setup();
    await expect(actions.downloadUrl(makeDocument())).resolves.toBe(media.refreshed);
    expect(media.refreshes).toEqual(['https://media.example.com/manual.pdf']);
  });

  it('spec 2 §5: a document without url cannot be downloaded (no refresh asked)', async () => {
    const { actions, media } = setup();
    await expect(actions.downloadUrl(makeDocument({ url: '  ' }))).rejects.toBeInstanceOf(
      NoDownloadLinkError,
    );
    expect(media.refreshes).toEqual([]);
  });

  it('a refreshed link that is not http(s) is never handed out to be opened', async () => {
    const { actions, media } = setup();
    media.refreshed = 'javascript:alert(1)';
    await expect(actions.downloadUrl(makeDocument())).rejects.toBeInstanceOf(NoDownloadLinkError);
  });

  it('issue 37 §9 (spec 2 §2.5): http is refused in production; in a local run only the loopback storage is taken', async () => {
    const loopback = 'http://127.0.0.1:5173/fake-storage/knowledge-base/a.pdf?token=2';
    const production = setup(false);
    production.media.refreshed = loopback;
    await expect(production.actions.downloadUrl(makeDocument())).rejects.toBeInstanceOf(NoDownloadLinkError);
    const local = setup(true);
    local.media.refreshed = loopback;
    await expect(local.actions.downloadUrl(makeDocument())).resolves.toBe(loopback);
    local.media.refreshed = 'http://media.example.com/a.pdf';
    await expect(local.actions.downloadUrl(makeDocument())).rejects.toBeInstanceOf(NoDownloadLinkError);
  });

  it('spec 2 §3/§4: Activate / Deactivate send the current version and name with the new status', async () => {
    const { actions, gateway } = setup();
    await actions.setStatus(ref, makeDocument(), 'inactive');
    await actions.remove(ref);
    expect(gateway.calls).toEqual([
      { method: 'update', args: [ref, { version_id: 'v1', name: 'Manual.pdf', status: 'inactive' }] },
      { method: 'remove', args: [ref] },
    ]);
  });
});

describe('LoadDocumentsUseCase (spec 2 §2.5, §4)', () => {
  it('spec 2 §2.5/§9: page 2 of 5 with a trimmed search asks $take 5, $skip 5 and the name', async () => {
    const gateway = new FakeDocumentsGateway();
    await new LoadDocumentsUseCase(gateway).page('acme', 'cat-1', 2, 5, '  Manual.pdf ');
    expect(gateway.calls).toEqual([{ method: 'list', args: [{ take: 5, skip: 5, name: 'Manual.pdf' }] }]);
  });

  it('spec 2 §4: a polling round fetches every processing document by id', async () => {
    const gateway = new FakeDocumentsGateway();
    gateway.documents = [makeDocument({ id: 'a' }), makeDocument({ id: 'b' })];
    const fetched = await new LoadDocumentsUseCase(gateway).byIds('acme', 'cat-1', ['a', 'b']);
    expect(fetched.map((doc) => doc.id)).toEqual(['a', 'b']);
    expect(gateway.names()).toEqual(['get', 'get']);
  });
});
