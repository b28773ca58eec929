import { describe, expect, it } from 'vitest';
import { LoadDocumentsUseCase } from '../../../src/application/knowledge-base/load-documents.use-case';
import { FakeDocumentsGateway, version } from './documents-fakes';

const ref = { tenantId: 'acme', catalogId: 'cat-1', documentId: 'doc-1' };

function setup(count: number) {
  const gateway = new FakeDocumentsGateway();
  gateway.versions.set(
    'doc-1',
    Array.from({ length: count }, (_, index) => version(`v${index + 1}`)),
  );
  return { gateway, load: new LoadDocumentsUseCase(gateway) };
}

describe('LoadDocumentsUseCase: the version endpoint (spec 2 §2.10, §7)', () => {
  it('spec 2 §2.10: the version total asks two items and reads the answer total', async () => {
    const { gateway, load } = setup(3);
    await expect(load.versionTotal(ref)).resolves.toBe(3);
    expect(gateway.calls).toEqual([{ method: 'listVersions', args: [ref, { take: 2, skip: 0 }] }]);
  });

  it('spec 2 §2.10: an answer without a usable total still counts the items it holds', async () => {
    const { gateway, load } = setup(0);
    gateway.listVersions = () => Promise.resolve({ items: [version('v1'), version('v2')], total: 0 });
    await expect(load.versionTotal(ref)).resolves.toBe(2);
  });

  it('spec 2 §7: every version, read with $take/$skip until the total is reached', async () => {
    const { gateway, load } = setup(150);
    const all = await load.versions(ref);
    expect(all.map((item) => item.version_id)).toEqual(
      Array.from({ length: 150 }, (_, index) => `v${index + 1}`),
    );
    expect(gateway.calls.map((call) => call.args[1])).toEqual([
      { take: 100, skip: 0 },
      { take: 100, skip: 100 },
    ]);
  });

  it('a total that never arrives stops after a bounded number of pages', async () => {
    const { gateway, load } = setup(0);
    gateway.listVersions = (_ref, query) =>
      Promise.resolve({
        items: Array.from({ length: query.take }, (_, index) => version(`v${query.skip + index}`)),
        total: Number.MAX_SAFE_INTEGER,
      });
    await expect(load.versions(ref)).resolves.toHaveLength(1000);
  });

  it('a failing version endpoint rejects (the modal answers it)', async () => {
    const { gateway, load } = setup(1);
    gateway.failing.set('listVersions', 'boom');
    await expect(load.versions(ref)).rejects.toBeDefined();
  });
});
