import { describe, expect, it } from 'vitest';
import {
  buildUrlDocumentRequest,
  toCrawlRequest,
} from '../../../src/domain/knowledge-base/url-document.rule';
import { DocumentsCommandGateway } from '../../../src/infrastructure/knowledge-base/documents.adapter';
import { appSettings, memoryHost } from '../support/memory-host';
import { recording } from '../support/recording-channel';

const AI = 'postmaster@ai.blip.ai';
const TYPE = 'application/vnd.blip.ai.knowledgebase-';

function setup(overrides: Parameters<typeof memoryHost>[0] = {}) {
  const { host, channel } = memoryHost(overrides);
  const spy = recording(channel);
  const tenantId = host.state.tenant.id;
  const catalogId = host.state.catalogs.find((catalog) => catalog.name === 'Product FAQ')!.id;
  const docs = () => host.state.documents.filter((document) => document.catalogId === catalogId);
  const byName = (name: string) => docs().find((document) => document.name === name)!;
  const ref = (name: string) => ({ tenantId, catalogId, documentId: byName(name).id });
  const prefix = `/knowledge-base/${tenantId}/catalog/${catalogId}`;
  return {
    host,
    tenantId,
    catalogId,
    prefix,
    docs,
    byName,
    ref,
    sent: spy.sent,
    gateway: new DocumentsCommandGateway(spy.channel, appSettings),
  };
}

function urlRequest(url: string) {
  const check = buildUrlDocumentRequest(url);
  if (!check.ok) throw new Error(check.error);
  return check.request;
}

describe("DocumentsCommandGateway (spec 2 §7 'Documents') over the fake host", () => {
  it('§7: get …/document?$take&$skip on the AI address → items and total, mapped', async () => {
    const { tenantId, catalogId, prefix, sent, gateway } = setup();
    const page = await gateway.list(tenantId, catalogId, { take: 5, skip: 5 });
    expect(sent).toEqual([{ to: AI, method: 'get', uri: `${prefix}/document?$take=5&$skip=5` }]);
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(5);
    expect(page.items.every((document) => document.catalogId === catalogId)).toBe(true);
  });

  it("issue 22 §8: a search sends contains(tolower(name),'{term}'): partial, any case, quotes doubled, encoded once; a blank term sends none", async () => {
    const { tenantId, catalogId, prefix, sent, gateway } = setup();
    const found = await gateway.list(tenantId, catalogId, { take: 5, skip: 0, name: ' README.md ' });
    expect(found.items.map((document) => document.name)).toEqual(['README.md']);
    expect(sent[0]?.uri).toBe(
      `${prefix}/document?$take=5&$skip=0&$filter=${encodeURIComponent("contains(tolower(name),'readme.md')")}`,
    );
    await gateway.list(tenantId, catalogId, { take: 5, skip: 0, name: "it's" });
    expect(sent[1]?.uri).toContain(encodeURIComponent("contains(tolower(name),'it''s')"));
    await gateway.list(tenantId, catalogId, { take: 5, skip: 0, name: '  ' });
    expect(sent[2]?.uri).toBe(`${prefix}/document?$take=5&$skip=0`);
  });

  it("issue 22 §8: 'faq' finds 'Product FAQ.pdf' (partial, case-insensitive) in the fake as on the service", async () => {
    const { tenantId, catalogId, gateway } = setup();
    const all = await gateway.list(tenantId, catalogId, { take: 15, skip: 0 });
    const expected = all.items.map((document) => document.name).filter((name) => /faq/i.test(name));
    expect(expected.length).toBeGreaterThan(0);
    const found = await gateway.list(tenantId, catalogId, { take: 15, skip: 0, name: 'fAq' });
    expect(found.items.map((document) => document.name)).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('§3: the fake answers both spellings and the alternative names; the gateway reads them all', async () => {
    const { tenantId, catalogId, gateway } = setup();
    const { items } = await gateway.list(tenantId, catalogId, { take: 15, skip: 0 });
    const status = (name: string) => items.find((document) => document.name === name)?.status;
    expect(status('Onboarding guide.docx')).toBe('active'); // 'ACTIVE'
    expect(status('Price table.xlsx')).toBe('inactive'); // syncStatus 'INACTIVE'
    expect(status('Huge archive.pdf')).toBe('processing'); // no status at all
    expect(items.find((d) => d.name === 'Release notes.txt')?.updated_by).toContain('@'); // updatedBy
  });

  it('§4 polling: get …/document/{id} → processing until the 3rd get, then active', async () => {
    const { prefix, ref, sent, gateway } = setup();
    const target = ref('Customer contacts.csv');
    expect((await gateway.get(target)).status).toBe('processing');
    expect(sent[0]).toEqual({ to: AI, method: 'get', uri: `${prefix}/document/${target.documentId}` });
    expect((await gateway.get(target)).status).toBe('processing');
    expect((await gateway.get(target)).status).toBe('active');
  });

  it('§7: set …/document (knowledgebase-document+json) with exactly the file payload; it starts processing', async () => {
    const { tenantId, catalogId, prefix, sent, gateway, byName } = setup();
    const payload = {
      name: 'Guide.pdf',
      url: 'https://media.example/1',
      extension: 'pdf',
      content_size_bytes: 10,
    };
    await gateway.createFile(tenantId, catalogId, { ...payload, extra: true } as typeof payload);
    expect(sent[0]).toEqual({
      to: AI,
      method: 'set',
      uri: `${prefix}/document`,
      type: `${TYPE}document+json`,
      resource: payload,
    });
    expect(byName('Guide.pdf').status).toBe('processing');
  });

  it('§7/§8: set …/url, and …/url/crawl (knowledgebase-url-crawl+json) when the plain call fails', async () => {
    const { tenantId, catalogId, prefix, sent, gateway, byName } = setup();
    const request = urlRequest('https://crawlonly.example.com/docs');
    await expect(gateway.createUrl(tenantId, catalogId, request)).rejects.toMatchObject({ code: 64 });
    await gateway.createUrlCrawl(tenantId, catalogId, toCrawlRequest(request));
    expect(sent).toEqual([
      { to: AI, method: 'set', uri: `${prefix}/url`, type: `${TYPE}url+json`, resource: request },
      {
        to: AI,
        method: 'set',
        uri: `${prefix}/url/crawl`,
        type: `${TYPE}url-crawl+json`,
        resource: toCrawlRequest(request),
      },
    ]);
    expect(byName('https://crawlonly.example.com')).toMatchObject({ extension: 'url', status: 'processing' });
  });

  it('§7: merge …/url/{id} with the URL request, and …/url/{id}/crawl with the crawl variant', async () => {
    const { prefix, ref, sent, gateway, byName } = setup();
    const target = ref('https://help.example.com');
    const request = urlRequest('https://help.example.com/billing');
    await gateway.updateUrl(target, request);
    await gateway.updateUrlCrawl(target, toCrawlRequest(request));
    expect(sent).toEqual([
      {
        to: AI,
        method: 'merge',
        uri: `${prefix}/url/${target.documentId}`,
        type: `${TYPE}url+json`,
        resource: request,
      },
      {
        to: AI,
        method: 'merge',
        uri: `${prefix}/url/${target.documentId}/crawl`,
        type: `${TYPE}url-crawl+json`,
        resource: toCrawlRequest(request),
      },
    ]);
    expect(byName('https://help.example.com').url).toBe('https://help.example.com/billing');
  });

  it('§3/§4: merge …/document/{id} (document-update+json) writes the status upper case; none while processing', async () => {
    const { prefix, ref, sent, gateway, byName } = setup();
    const target = ref('Product manual.pdf');
    const { version_id } = byName('Product manual.pdf');
    await gateway.update(target, { version_id, name: 'Product manual.pdf', status: 'inactive' });
    expect(sent[0]).toEqual({
      to: AI,
      method: 'merge',
      uri: `${prefix}/document/${target.documentId}`,
      type: `${TYPE}document-update+json`,
      resource: { version_id, name: 'Product manual.pdf', status: 'INACTIVE' },
    });
    expect(byName('Product manual.pdf').status).toBe('inactive');
    await gateway.update(target, { version_id, name: 'Product manual.pdf' });
    expect(sent[1]?.resource).toEqual({ version_id, name: 'Product manual.pdf' });
  });

  it('§4 restore: an existing older version becomes current; a version that does not exist is 64', async () => {
    const { ref, gateway, byName } = setup();
    const target = ref('Product manual.pdf');
    const oldest = byName('Product manual.pdf').versions[0]!.version_id;
    await gateway.update(target, { version_id: oldest, name: 'Product manual.pdf', status: 'active' });
    expect(byName('Product manual.pdf').version_id).toBe(oldest);
    await expect(
      gateway.update(target, { version_id: 'nope', name: 'x', status: 'active' }),
    ).rejects.toMatchObject({ code: 64 });
  });

  it('§7: set …/document/{id} creates a new version from a file; delete removes the document', async () => {
    const { prefix, ref, sent, gateway, byName, docs } = setup();
    const target = ref('Release notes.txt');
    const payload = {
      name: 'Release notes 2.txt',
      url: 'https://media.example/2',
      extension: 'txt',
      content_size_bytes: 3,
    };
    await gateway.createVersion(target, payload);
    expect(sent[0]).toEqual({
      to: AI,
      method: 'set',
      uri: `${prefix}/document/${target.documentId}`,
      type: `${TYPE}document+json`,
      resource: payload,
    });
    expect(byName('Release notes 2.txt').versions).toHaveLength(2);
    await gateway.remove(target);
    expect(sent[1]).toEqual({ to: AI, method: 'delete', uri: `${prefix}/document/${target.documentId}` });
    expect(docs().some((document) => document.id === target.documentId)).toBe(false);
    await expect(gateway.get(target)).rejects.toMatchObject({ isNotFound: true });
  });

  it('§2.12/§7: versions (URL pages) listed paged, switched (version-update+json) and deleted', async () => {
    const { prefix, ref, sent, gateway, byName } = setup();
    const target = ref('https://help.example.com');
    const page = await gateway.listVersions(target, { take: 5, skip: 5 });
    expect(sent[0]).toEqual({
      to: AI,
      method: 'get',
      uri: `${prefix}/document/${target.documentId}/version?$take=5&$skip=5`,
    });
    expect(page.total).toBe(7);
    expect(page.items.map((version) => version.name)).toEqual([
      'https://help.example.com/contact',
      'https://help.example.com/status',
    ]);
    const versionId = page.items[0]!.version_id;
    await gateway.updateVersion(target, versionId, { status: 'inactive' });
    expect(sent[1]).toEqual({
      to: AI,
      method: 'merge',
      uri: `${prefix}/document/${target.documentId}/version/${versionId}`,
      type: `${TYPE}document-version-update+json`,
      resource: { status: 'INACTIVE' },
    });
    await gateway.removeVersion(target, versionId);
    expect(sent[2]).toEqual({
      to: AI,
      method: 'delete',
      uri: `${prefix}/document/${target.documentId}/version/${versionId}`,
    });
    expect(byName('https://help.example.com').versions).toHaveLength(6);
  });

  it('a 67 on a list reads as an empty page; a catalog without documents lists nothing', async () => {
    const { tenantId, gateway, host } = setup();
    const empty = host.state.catalogs.find((catalog) => catalog.name === 'Shipping and delivery')!.id;
    expect(await gateway.list(tenantId, empty, { take: 5, skip: 0 })).toEqual({ items: [], total: 0 });
    expect(await gateway.list(tenantId, 'no-such-catalog', { take: 5, skip: 0 })).toEqual({
      items: [],
      total: 0,
    });
  });

  it('§6: a guest reads documents but may not write them (66)', async () => {
    const { ref, gateway, tenantId, catalogId } = setup({ role: 'guest' });
    expect((await gateway.list(tenantId, catalogId, { take: 5, skip: 0 })).total).toBe(12);
    await expect(gateway.remove(ref('README.md'))).rejects.toMatchObject({ code: 66 });
  });
});
