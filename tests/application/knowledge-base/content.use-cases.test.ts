import { describe, expect, it } from 'vitest';
import { AddContentUseCase } from '../../../src/application/knowledge-base/add-content.use-case';
import {
  InvalidDocumentFileError,
  InvalidDocumentUrlError,
} from '../../../src/application/knowledge-base/content-errors';
import {
  InvalidRestoreError,
  NothingToResubmitError,
  UpdateContentUseCase,
} from '../../../src/application/knowledge-base/update-content.use-case';
import { UploadCancelledError } from '../../../src/application/shared/upload-control.port';
import { rejectionOf } from '../../support/rejection';
import { chosen, FakeDocumentsGateway, FakeKnowledgeMedia, makeDocument, version } from './documents-fakes';

const ref = { tenantId: 'acme', catalogId: 'cat-1', documentId: 'doc-1' };

function setup() {
  const gateway = new FakeDocumentsGateway();
  const media = new FakeKnowledgeMedia();
  return {
    gateway,
    media,
    add: new AddContentUseCase(gateway, media),
    update: new UpdateContentUseCase(gateway, media),
  };
}

describe('AddContentUseCase (spec 2 §2.6, §2.7, §7)', () => {
  it('spec 2 §2.6/§7: a file is uploaded for real, then createFile carries the stored link, extension and size', async () => {
    const { add, gateway, media } = setup();
    const file = chosen(' Sales.XLSX', '12345');
    await add.importFile('acme', 'cat-1', [file]);
    expect(media.uploads).toEqual([file]);
    expect(gateway.calls).toEqual([
      {
        method: 'createFile',
        args: [
          'acme',
          'cat-1',
          {
            name: 'Sales.XLSX',
            url: 'https://media.example.com/stored/file',
            extension: 'xlsx',
            content_size_bytes: 5,
          },
        ],
      },
    ]);
  });

  it('spec 2 §5: no file, two files or an unaccepted format is refused before any upload', async () => {
    const { add, gateway, media } = setup();
    await expect(add.importFile('acme', 'cat-1', [])).rejects.toEqual(
      new InvalidDocumentFileError('missing'),
    );
    await expect(add.importFile('acme', 'cat-1', [chosen('a.pdf'), chosen('b.pdf')])).rejects.toBeInstanceOf(
      InvalidDocumentFileError,
    );
    await expect(add.importFile('acme', 'cat-1', [chosen('image.png')])).rejects.toMatchObject({
      reason: 'unsupported-format',
    });
    expect(media.uploads).toEqual([]);
    expect(gateway.calls).toEqual([]);
  });

  it('spec 2 §7: a failed upload creates no document', async () => {
    const { add, gateway, media } = setup();
    media.uploadError = new Error('network');
    await expect(add.importFile('acme', 'cat-1', [chosen('a.pdf')])).rejects.toThrow('network');
    expect(gateway.calls).toEqual([]);
  });

  it('spec 2 §3/§7: Add URL sends the URL request; the crawl is not called when it succeeds', async () => {
    const { add, gateway } = setup();
    await add.addUrl('acme', 'cat-1', '  https://Docs.Example.com/help/faq ');
    expect(gateway.calls).toEqual([
      {
        method: 'createUrl',
        args: [
          'acme',
          'cat-1',
          {
            name: 'https://docs.example.com',
            url: 'https://Docs.Example.com/help/faq',
            reprocess: true,
            url_regex_filters: ['.*/help/faq.*'],
            generate_qa: false,
          },
        ],
      },
    ]);
  });

  it('spec 2 §7: when createUrl fails, createUrlCrawl is sent with get_urls_with_cloud_scraper; its failure is the error', async () => {
    const { add, gateway } = setup();
    gateway.failing.set('createUrl', 'boom');
    await add.addUrl('acme', 'cat-1', 'https://example.com/');
    expect(gateway.names()).toEqual(['createUrl', 'createUrlCrawl']);
    expect(gateway.calls[1]?.args[2]).toMatchObject({
      url_regex_filters: [],
      get_urls_with_cloud_scraper: true,
    });
    gateway.failing.set('createUrlCrawl', 'blocked_site');
    await expect(add.addUrl('acme', 'cat-1', 'https://example.com/')).rejects.toMatchObject({
      description: 'blocked_site',
    });
  });

  it('spec 2 §5: an empty or non-http URL is refused before any call', async () => {
    const { add, gateway } = setup();
    await expect(add.addUrl('acme', 'cat-1', '   ')).rejects.toEqual(new InvalidDocumentUrlError('required'));
    await expect(add.addUrl('acme', 'cat-1', 'ftp://example.com')).rejects.toMatchObject({
      reason: 'invalid',
    });
    expect(gateway.calls).toEqual([]);
  });
});

describe('UpdateContentUseCase (spec 2 §2.8, §2.9, §2.10)', () => {
  it('spec 2 §2.8: Update file uploads the file and creates a new version of the document', async () => {
    const { update, gateway, media } = setup();
    await update.updateFile(ref, [chosen('Manual v2.pdf', 'xyz')]);
    expect(media.uploads).toHaveLength(1);
    expect(gateway.calls).toEqual([
      {
        method: 'createVersion',
        args: [
          ref,
          {
            name: 'Manual v2.pdf',
            url: 'https://media.example.com/stored/file',
            extension: 'pdf',
            content_size_bytes: 3,
          },
        ],
      },
    ]);
  });

  it('spec 2 §2.9/§7: Update URL falls back to the crawl and fails only when both fail', async () => {
    const { update, gateway } = setup();
    await update.updateUrl(ref, 'https://example.com/a');
    expect(gateway.names()).toEqual(['updateUrl']);
    gateway.failing.set('updateUrl', 'x');
    await update.updateUrl(ref, 'https://example.com/a');
    expect(gateway.names()).toEqual(['updateUrl', 'updateUrl', 'updateUrlCrawl']);
    gateway.failing.set('updateUrlCrawl', 'y');
    await expect(update.updateUrl(ref, 'https://example.com/a')).rejects.toMatchObject({ description: 'y' });
  });

  it("spec 2 §2.10/§5: Restore sends the chosen version with the document's name and status", async () => {
    const { update, gateway } = setup();
    const document = makeDocument({ status: 'inactive', versions: [version('v1'), version('v2')] });
    await update.restore(ref, document, 'v2');
    expect(gateway.calls).toEqual([
      { method: 'update', args: [ref, { version_id: 'v2', name: 'Manual.pdf', status: 'inactive' }] },
    ]);
  });

  it('spec 2 §5: the current version, or one not listed, cannot be restored (no call)', async () => {
    const { update, gateway } = setup();
    const document = makeDocument({ versions: [version('v1'), version('v2')] });
    await expect(update.restore(ref, document, 'v1')).rejects.toBeInstanceOf(InvalidRestoreError);
    await expect(update.restore(ref, document, 'v9')).rejects.toBeInstanceOf(InvalidRestoreError);
    expect(gateway.calls).toEqual([]);
  });
});

describe("UpdateContentUseCase.resubmit (issue 14 'Retry')", () => {
  it('a file document: its own file again as a new-version call, no upload', async () => {
    const { update, gateway, media } = setup();
    await update.resubmit(ref, makeDocument({ status: 'processing' }));
    expect(media.uploads).toEqual([]);
    expect(gateway.calls).toEqual([
      {
        method: 'createVersion',
        args: [
          ref,
          {
            name: 'Manual.pdf',
            url: 'https://media.example.com/manual.pdf',
            extension: 'pdf',
            content_size_bytes: 1536,
          },
        ],
      },
    ]);
  });

  it('a URL document: merge …/url/{id} with its URL, the crawl when that fails', async () => {
    const { update, gateway } = setup();
    const document = makeDocument({
      extension: 'url',
      name: 'https://a.example',
      url: 'https://a.example/faq',
    });
    gateway.failing.set('updateUrl', 'static fetch returned no content');
    await update.resubmit(ref, document);
    expect(gateway.names()).toEqual(['updateUrl', 'updateUrlCrawl']);
    expect(gateway.calls[1]?.args[1]).toMatchObject({ url: 'https://a.example/faq', reprocess: true });
  });

  it('nothing to send again is refused before any call', async () => {
    const { update, gateway } = setup();
    await expect(update.resubmit(ref, makeDocument({ url: '' }))).rejects.toBeInstanceOf(
      NothingToResubmitError,
    );
    expect(gateway.calls).toEqual([]);
  });
});

describe('knowledge-base file upload cancel (issue 24 §3)', () => {
  it('issue 24 §3: a file stored as the user cancels is never registered (no createFile, no createVersion)', async () => {
    const { add, update, gateway, media } = setup();
    const controller = new AbortController();
    const upload = media.upload.bind(media);
    media.upload = (file, control) => {
      expect(control?.signal).toBe(controller.signal);
      controller.abort();
      return upload(file);
    };
    const control = { signal: controller.signal };
    await rejectionOf(UploadCancelledError, add.importFile('acme', 'cat-1', [chosen('a.pdf')], control));
    await rejectionOf(UploadCancelledError, update.updateFile(ref, [chosen('a.pdf')], control));
    expect(media.uploads).toHaveLength(2);
    expect(gateway.calls).toEqual([]);
  });
});
