import { describe, expect, it } from 'vitest';
import { documentServerErrorKey } from '../../../../../src/domain/knowledge-base/document-server-error.rule';
import {
  buildUrlDocumentRequest,
  toCrawlRequest,
} from '../../../../../src/domain/knowledge-base/url-document.rule';
import { catalogsSlice } from '../../../../../simulator/fake-host/backend/dataset/seed-catalogs';
import { documentsSlice } from '../../../../../simulator/fake-host/backend/dataset/seed-documents';
import { MediaTypes } from '../../../../../src/infrastructure/shared/media-types';
import { failureOf, fakeBackend } from '../../../../infrastructure/support/fake-backend.fixture';

const AI = 'postmaster@ai.blip.ai';

function setup(catalogName = 'Product FAQ') {
  const backend = fakeBackend();
  const catalogId = catalogsSlice(backend).catalogs.find((catalog) => catalog.name === catalogName)!.id;
  const prefix = `/knowledge-base/${backend.data.tenant.id}/catalog/${catalogId}`;
  const byName = (name: string) =>
    documentsSlice(backend).documents.find((doc) => doc.catalogId === catalogId && doc.name === name)!;
  const get = (name: string) =>
    backend.execute({ to: AI, method: 'get', uri: `${prefix}/document/${byName(name).id}` }) as Record<
      string,
      unknown
    >;
  const setFile =
    (name: string, extension = name.split('.').pop()!) =>
    () =>
      backend.execute({
        to: AI,
        method: 'set',
        uri: `${prefix}/document`,
        type: MediaTypes.knowledgeBaseDocument,
        resource: { name, url: 'https://media.example/x', extension, content_size_bytes: 100 },
      });
  const setUrl = (url: string, crawl: boolean) => () => {
    const check = buildUrlDocumentRequest(url);
    if (!check.ok) throw new Error(check.error);
    return backend.execute({
      to: AI,
      method: 'set',
      uri: `${prefix}/url${crawl ? '/crawl' : ''}`,
      type: crawl ? MediaTypes.knowledgeBaseUrlCrawl : MediaTypes.knowledgeBaseUrl,
      resource: crawl ? toCrawlRequest(check.request) : check.request,
    });
  };
  return { backend, prefix, byName, get, setFile, setUrl };
}

describe("fake knowledge-base documents (spec 2 §7 'Documents')", () => {
  it('seeds every extension and status in Product FAQ, 12 documents; Shipping and delivery has none', () => {
    const { backend, prefix } = setup();
    const page = backend.execute({ to: AI, method: 'get', uri: `${prefix}/document?$take=15&$skip=0` }) as {
      total: number;
      items: { extension: string }[];
    };
    expect(page.total).toBe(12);
    expect(new Set(page.items.map((item) => item.extension))).toEqual(
      new Set(['pdf', 'docx', 'xlsx', 'csv', 'txt', 'pptx', 'url', 'md']),
    );
    const empty = setup('Shipping and delivery');
    expect(empty.backend.execute({ to: AI, method: 'get', uri: `${empty.prefix}/document` })).toEqual({
      total: 0,
      items: [],
    });
  });

  it('§3: statuses in both spellings, under status or syncStatus, and absent while never-finishing', () => {
    const { get } = setup();
    expect(get('Onboarding guide.docx')['status']).toBe('ACTIVE');
    expect(get('Product manual.pdf')['status']).toBe('active');
    expect(get('Price table.xlsx')).toMatchObject({
      syncStatus: 'INACTIVE',
      updatedAt: expect.any(String),
      updatedBy: expect.any(String),
    });
    expect(get('Huge archive.pdf')).not.toHaveProperty('status');
  });

  it('§4 polling: Customer contacts.csv becomes active on the 3rd get; Legacy FAQ.txt settles inactive', () => {
    const { get } = setup();
    expect([1, 2, 3].map(() => get('Customer contacts.csv')['status'])).toEqual([
      'processing',
      'processing',
      'active',
    ]);
    expect([1, 2, 3].map(() => get('Legacy FAQ.txt')['syncStatus'])).toEqual([
      'processing',
      'processing',
      'inactive',
    ]);
  });

  it('§4 polling: Huge archive.pdf never finishes (the page stops after 10 attempts)', () => {
    const { get } = setup();
    for (let i = 0; i < 12; i += 1) expect(get('Huge archive.pdf')).not.toHaveProperty('status');
  });

  it('§4: a new file and a new URL start processing and become active on the 2nd get', () => {
    const { setFile, setUrl, get } = setup();
    setFile('Fresh.pdf')();
    setUrl('https://fresh.example.com/docs', false)();
    for (const name of ['Fresh.pdf', 'https://fresh.example.com']) {
      expect(get(name)['status']).toBe('processing');
      expect(get(name)['status']).toBe('active');
    }
  });

  it.each([
    ['Broken manual.pdf', 'pdf-reading-failed'],
    ['Empty sheet.csv', 'empty-file'],
    ['Columns mismatch.xlsx', 'file-formatting-failed'],
    ['Prices notext.xlsx', 'missing-text-column'],
    ['Slides.key', 'invalid-format'],
    ['unsupported.pdf', 'invalid-format'],
  ])('§8: uploading %s fails with the server text that maps to %s', (name, key) => {
    const { setFile } = setup();
    const failure = failureOf(setFile(name));
    expect(failure.code).toBe(64);
    expect(documentServerErrorKey(failure.description)).toBe(key);
  });

  it.each([
    ['https://blocked.example.com', 'url-blocked'],
    ['https://notfound.example.com/page', 'url-not-found'],
    ['https://unreachable.example.com', 'generic'],
  ])('§8: %s fails both the plain and the crawl call → %s', (url, key) => {
    const { setUrl } = setup();
    for (const crawl of [false, true])
      expect(documentServerErrorKey(failureOf(setUrl(url, crawl)).description)).toBe(key);
  });

  it('§7: a crawlonly host fails the plain call and succeeds with the crawl fallback', () => {
    const { setUrl, byName } = setup();
    expect(failureOf(setUrl('https://crawlonly.example.com', false)).code).toBe(64);
    setUrl('https://crawlonly.example.com', true)();
    expect(byName('https://crawlonly.example.com').versions.map((page) => page.name)).toEqual([
      'https://crawlonly.example.com',
      'https://crawlonly.example.com/faq',
      'https://crawlonly.example.com/contact',
    ]);
  });

  it('spec 2 §2.10: Sales pitch.pptx embeds its current version only; the version endpoint lists both, and restoring one keeps them consistent', () => {
    const { backend, prefix, byName, get } = setup();
    const pitch = byName('Sales pitch.pptx');
    const versionsOf = () =>
      backend.execute({
        to: AI,
        method: 'get',
        uri: `${prefix}/document/${pitch.id}/version?$take=2&$skip=0`,
      }) as {
        total: number;
        items: { version_id: string; name: string }[];
      };
    const embedded = () =>
      (get('Sales pitch.pptx')['versions'] as { version_id: string }[]).map((v) => v.version_id);
    expect(embedded()).toEqual([pitch.version_id]);
    expect(versionsOf().total).toBe(2);
    expect(versionsOf().items.map((item) => item.name)).toEqual([
      'Sales pitch 2025.pptx',
      'Sales pitch.pptx',
    ]);
    const older = versionsOf().items[0]!.version_id;
    backend.execute({
      to: AI,
      method: 'merge',
      uri: `${prefix}/document/${pitch.id}`,
      type: MediaTypes.knowledgeBaseDocumentUpdate,
      resource: { version_id: older, name: pitch.name, status: 'inactive' },
    });
    expect(embedded()).toEqual([older]);
    expect(versionsOf().total).toBe(2);
  });

  it('§5 validation: restore to a missing version, a processing status or a toggle while processing is 64', () => {
    const { backend, prefix, byName } = setup();
    const merge =
      (name: string, resource: unknown, type: string = MediaTypes.knowledgeBaseDocumentUpdate) =>
      () =>
        backend.execute({
          to: AI,
          method: 'merge',
          uri: `${prefix}/document/${byName(name).id}`,
          type,
          resource,
        });
    const manual = byName('Product manual.pdf');
    expect(failureOf(merge('Product manual.pdf', { version_id: 'nope', name: 'x' })).code).toBe(64);
    expect(
      failureOf(
        merge('Product manual.pdf', { version_id: manual.version_id, name: 'x', status: 'PROCESSING' }),
      ).code,
    ).toBe(64);
    expect(
      failureOf(merge('Product manual.pdf', { version_id: manual.version_id, name: 'x' }, 'application/json'))
        .code,
    ).toBe(64);
    const busy = byName('Huge archive.pdf');
    expect(
      failureOf(merge('Huge archive.pdf', { version_id: busy.version_id, name: 'x', status: 'ACTIVE' })).code,
    ).toBe(64);
    merge('Product manual.pdf', {
      version_id: manual.versions[0]!.version_id,
      name: 'Product manual.pdf',
      status: 'Inactive',
    })();
    expect(byName('Product manual.pdf')).toMatchObject({
      version_id: manual.versions[0]!.version_id,
      status: 'inactive',
    });
  });

  it('§7 validation: the URL request constants, the filter form and unknown ids are checked', () => {
    const { backend, prefix, byName } = setup();
    const bad = {
      name: 'https://x.example.com',
      url: 'https://x.example.com',
      reprocess: false,
      url_regex_filters: [],
      generate_qa: false,
    };
    expect(
      failureOf(() =>
        backend.execute({
          to: AI,
          method: 'set',
          uri: `${prefix}/url`,
          type: MediaTypes.knowledgeBaseUrl,
          resource: bad,
        }),
      ).code,
    ).toBe(64);
    const filter = encodeURIComponent("substringof('a', name)");
    expect(
      failureOf(() => backend.execute({ to: AI, method: 'get', uri: `${prefix}/document?$filter=${filter}` }))
        .code,
    ).toBe(64);
    const url = byName('https://help.example.com');
    expect(
      failureOf(() =>
        backend.execute({ to: AI, method: 'delete', uri: `${prefix}/document/${url.id}/version/nope` }),
      ).code,
    ).toBe(67);
    expect(
      failureOf(() => backend.execute({ to: AI, method: 'get', uri: `${prefix}/document/nope` })).code,
    ).toBe(67);
  });

  it('§7 media: refresh-media-uri answers the link with a fresh token; secure=true issues an upload URL', () => {
    const { backend } = setup();
    const MEDIA = 'postmaster@media.blip.ai';
    const refresh = () =>
      backend.execute({
        to: MEDIA,
        method: 'set',
        uri: '/refresh-media-uri',
        type: 'text/plain',
        resource: 'https://m.example/f?token=a',
      });
    expect(refresh()).toBe('https://m.example/f?token=refreshed-1');
    expect(refresh()).toBe('https://m.example/f?token=refreshed-2');
    expect(backend.execute({ to: MEDIA, method: 'get', uri: '/upload-media-uri?secure=true' })).toMatch(
      /\/fake-storage\/media\?upload=1$/,
    );
  });
});
