import { describe, expect, it } from 'vitest';
import type { KnowledgeMedia } from '../../../../../src/application/knowledge-base/documents.port';
import { UpdateContentUseCase } from '../../../../../src/application/knowledge-base/update-content.use-case';
import { DocumentsCommandGateway } from '../../../../../src/infrastructure/knowledge-base/documents.adapter';
import { appSettings, memoryHost } from '../../../../infrastructure/support/memory-host';

/** A retry sends what the document holds: no upload may happen. */
const NO_MEDIA: KnowledgeMedia = {
  upload: () => Promise.reject(new Error('a retry uploads nothing')),
  refresh: () => Promise.reject(new Error('a retry refreshes nothing')),
};

/** The real gateway and use case over the fake AI platform, as the page sends a retry. */
function setup() {
  const { host, channel } = memoryHost();
  const gateway = new DocumentsCommandGateway(channel, appSettings);
  const update = new UpdateContentUseCase(gateway, NO_MEDIA);
  const tenantId = host.state.tenant.id;
  const catalogId = host.state.catalogs.find((catalog) => catalog.name === 'Product FAQ')!.id;
  const record = (name: string) => host.state.documents.find((document) => document.name === name)!;
  const ref = (name: string) => ({ tenantId, catalogId, documentId: record(name).id });
  /** Fetches a document by id (the polling call), which moves processing on. */
  const poll = (name: string, times: number) =>
    Array.from({ length: times }).reduce<Promise<unknown>>(
      (previous) => previous.then(() => gateway.get(ref(name))),
      Promise.resolve(),
    );
  const retry = async (name: string) => update.resubmit(ref(name), await gateway.get(ref(name)));
  const counts = () => ({
    documents: host.state.documents.length,
    versions: host.state.documents.reduce((sum, document) => sum + document.versions.length, 0),
  });
  return { host, gateway, record, ref, poll, retry, counts };
}

describe('fake AI platform: a retry of a stuck document (issue 14)', () => {
  it('two retries of the same file create no document and no version; the stuck one then finishes', async () => {
    const { record, poll, retry, counts } = setup();
    await poll('Huge archive.pdf', 10);
    expect(record('Huge archive.pdf').status).toBe('processing');
    const before = counts();
    await retry('Huge archive.pdf');
    await retry('Huge archive.pdf');
    expect(counts()).toEqual(before);
    await poll('Huge archive.pdf', 2);
    expect(record('Huge archive.pdf').status).toBe('active');
  });

  it('a retry of a URL document crawls the same URL again and keeps its pages', async () => {
    const { record, retry, counts } = setup();
    const pages = record('https://docs.example.org').versions.map((page) => page.version_id);
    const before = counts();
    await retry('https://docs.example.org');
    await retry('https://docs.example.org');
    expect(counts()).toEqual(before);
    expect(record('https://docs.example.org').versions.map((page) => page.version_id)).toEqual(pages);
    expect(record('https://docs.example.org').status).toBe('processing');
  });

  it("content named 'stuck' never finishes, retried or not (the simulator's case where Retry does not help)", async () => {
    const { host, gateway, record, poll, retry, counts } = setup();
    const catalogId = host.state.catalogs.find((catalog) => catalog.name === 'Product FAQ')!.id;
    await gateway.createFile(host.state.tenant.id, catalogId, {
      name: 'stuck-notes.txt',
      url: 'https://media.example/stuck-notes.txt',
      extension: 'txt',
      content_size_bytes: 120,
    });
    await poll('stuck-notes.txt', 12);
    const before = counts();
    await retry('stuck-notes.txt');
    await poll('stuck-notes.txt', 12);
    expect(record('stuck-notes.txt').status).toBe('processing');
    expect(counts()).toEqual(before);
  });

  it('new content is still a new version (an Update file with another file)', async () => {
    const { gateway, ref, record } = setup();
    const versions = record('Huge archive.pdf').versions.length;
    await gateway.createVersion(ref('Huge archive.pdf'), {
      name: 'Huge archive.pdf',
      url: 'https://media.example/another-upload',
      extension: 'pdf',
      content_size_bytes: 10,
    });
    expect(record('Huge archive.pdf').versions).toHaveLength(versions + 1);
  });
});
