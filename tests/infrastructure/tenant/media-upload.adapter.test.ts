import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadCancelledError } from '../../../src/application/shared/upload-control.port';
import { MediaUploadError } from '../../../src/application/tenant/media-upload.port';
import { HttpMediaUploader } from '../../../src/infrastructure/tenant/media-upload.adapter';
import { FetchBackedXhr, ScriptedXhr } from '../../support/fake-xhr';
import { rejectionOf } from '../../support/rejection';

const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  // Issue 24 §3: the uploader sends with XHR; this one goes through the stubbed fetch below.
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function failureOf(promise: Promise<unknown>): Promise<MediaUploadError> {
  return rejectionOf(MediaUploadError, promise);
}

/** The simulator's fake storage is on loopback http: allowed in a local run only (issue 20 §3). */
const LOCAL_RUN = true;
const PRODUCTION = false;
/** Issue 35 §4: the settings' STORAGE_ORIGINS, the only origins a file may be sent to. */
const STORAGE = { STORAGE_ORIGINS: ['http://127.0.0.1:5173', 'https://s.example.com'] };

describe('HttpMediaUploader (spec 1 §7: HTTP POST of the file with its Content-Type)', () => {
  it('spec 1 §7: POSTs the file as the body with its type, and answers the mediaUri', async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(json(200, { mediaUri: 'http://127.0.0.1:5173/fake-storage/media/abc' })),
    );
    vi.stubGlobal('fetch', fetchMock);
    const uri = await new HttpMediaUploader(LOCAL_RUN, STORAGE).upload(
      'http://127.0.0.1:5173/fake-storage/media?upload=1',
      file,
    );
    expect(uri).toBe('http://127.0.0.1:5173/fake-storage/media/abc');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:5173/fake-storage/media?upload=1');
    expect(init).toMatchObject({
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'image/png' },
      credentials: 'omit',
    });
  });

  it('never POSTs to an address that is not https (or http on this machine)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const error = await failureOf(
      new HttpMediaUploader(LOCAL_RUN, STORAGE).upload('http://storage.example.com/up', file),
    );
    expect(error.httpStatus).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('issue 35 §4: never POSTs to an https address outside the storage origins', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    for (const url of [
      'https://elsewhere.example.com/up',
      'https://s.example.com:8443/up',
      'http://127.0.0.1:5174/up',
    ]) {
      const refused = await failureOf(new HttpMediaUploader(LOCAL_RUN, STORAGE).upload(url, file));
      expect(refused.message, url).toBe('The upload URL is not an allowed address');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the storage's status travels with the failure (413 stays 413)", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(413, { error: 'too big' })));
    expect(
      (await failureOf(new HttpMediaUploader(LOCAL_RUN, STORAGE).upload('https://s.example.com/up', file)))
        .httpStatus,
    ).toBe(413);
  });

  it('a network error has no status', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(
      (await failureOf(new HttpMediaUploader(LOCAL_RUN, STORAGE).upload('https://s.example.com/up', file)))
        .httpStatus,
    ).toBeUndefined();
  });

  it('an answer without a valid mediaUri is refused', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(200, { mediaUri: 'javascript:alert(1)' })));
    await failureOf(new HttpMediaUploader(LOCAL_RUN, STORAGE).upload('https://s.example.com/up', file));
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('not json', { status: 200 })));
    await failureOf(new HttpMediaUploader(LOCAL_RUN, STORAGE).upload('https://s.example.com/up', file));
    for (const answer of [{}, { mediaUri: 5 }, { mediaUri: '   ' }, ['https://s.example.com/m']]) {
      vi.stubGlobal('fetch', () => Promise.resolve(json(200, answer)));
      const refused = await failureOf(
        new HttpMediaUploader(LOCAL_RUN, STORAGE).upload('https://s.example.com/up', file),
      );
      expect(refused.message, JSON.stringify(answer)).toBe('The storage answer has no valid mediaUri');
    }
  });

  it('issue 21 §3: the mediaUri is read with the answer schema, trimmed', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(200, { mediaUri: '  https://cdn.example.com/m/1  ' })));
    expect(await new HttpMediaUploader(LOCAL_RUN, STORAGE).upload('https://s.example.com/up', file)).toBe(
      'https://cdn.example.com/m/1',
    );
  });

  it('issue 20 §3: in production the loopback storage is refused unsent, and so is a loopback mediaUri', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const refused = await failureOf(
      new HttpMediaUploader(PRODUCTION, STORAGE).upload(
        'http://127.0.0.1:5173/fake-storage/media?upload=1',
        file,
      ),
    );
    expect(refused.message).toBe('The upload URL is not an allowed address');
    expect(fetchMock).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(200, { mediaUri: 'http://127.0.0.1:5173/fake-storage/media/abc' })),
    );
    const answered = await failureOf(
      new HttpMediaUploader(PRODUCTION, STORAGE).upload('https://s.example.com/up', file),
    );
    expect(answered.message).toBe('The storage answer has no valid mediaUri');
  });
});

describe('HttpMediaUploader progress and cancel (issue 24 §3)', () => {
  it('issue 24 §3: reports progress and a cancel rejects as cancelled, not as a failed upload', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    ScriptedXhr.sent = [];
    const seen: number[] = [];
    const controller = new AbortController();
    const upload = new HttpMediaUploader(LOCAL_RUN, STORAGE).upload('https://s.example.com/up', file, {
      onProgress: (percent) => seen.push(percent),
      signal: controller.signal,
    });
    // The transport is a lazy chunk: the request goes once it is in.
    await vi.waitFor(() => expect(ScriptedXhr.sent).toHaveLength(1));
    ScriptedXhr.sent[0]?.progress(2, 4);
    controller.abort();
    await rejectionOf(UploadCancelledError, upload);
    expect(seen).toEqual([0, 50]);
  });
});
