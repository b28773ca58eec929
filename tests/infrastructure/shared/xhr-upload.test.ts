import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UploadCancelledError } from '../../../src/application/shared/upload-control.port';
import { xhrUpload, XhrUploadFailure } from '../../../src/infrastructure/shared/xhr-upload';
import { ScriptedXhr } from '../../support/fake-xhr';
import { rejectionOf } from '../../support/rejection';

const URL_OK = 'https://storage.example.com/up?upload=1';
/** Issue 35 §4: the settings' STORAGE_ORIGINS. */
const STORAGE_ORIGINS = ['https://storage.example.com', 'http://127.0.0.1:5173'];
const file = new Blob(['x'.repeat(1000)], { type: 'text/plain' });

function upload(extra: Partial<Parameters<typeof xhrUpload>[0]> = {}) {
  return xhrUpload({
    url: URL_OK,
    localRun: false,
    storageOrigins: STORAGE_ORIGINS,
    body: file,
    timeoutMs: 5000,
    ...extra,
  });
}

function lastXhr(): ScriptedXhr {
  const xhr = ScriptedXhr.sent.at(-1);
  if (xhr === undefined) throw new Error('nothing was sent');
  return xhr;
}

beforeEach(() => {
  ScriptedXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('xhrUpload (issue 24 §3: the one upload transport, with progress and cancel)', () => {
  it('issue 24 §3: POSTs the body without credentials, with a timeout and the given Content-Type', async () => {
    const answer = upload({ contentType: 'text/plain' });
    const xhr = lastXhr();
    expect(xhr).toMatchObject({ method: 'POST', url: URL_OK, withCredentials: false, timeout: 5000 });
    expect(xhr.headers).toEqual({ 'Content-Type': 'text/plain' });
    expect(xhr.body).toBe(file);
    xhr.answer(200, '{"mediaUri":"https://cdn.example.com/1"}');
    expect(await answer).toEqual({
      status: 200,
      ok: true,
      statusText: 'OK',
      body: { mediaUri: 'https://cdn.example.com/1' },
    });
  });

  it('issue 24 §3: progress is whole percents, 0 at the start, below 100 until the storage answers', async () => {
    const seen: number[] = [];
    const answer = upload({ onProgress: (percent) => seen.push(percent) });
    const xhr = lastXhr();
    xhr.progress(333, 1000);
    xhr.progress(1000, 1000);
    expect(seen).toEqual([0, 33, 99]);
    xhr.answer(200, '{}');
    await answer;
    expect(seen.at(-1)).toBe(100);
  });

  it('issue 24 §3: aborting the signal aborts the request and rejects as cancelled', async () => {
    const controller = new AbortController();
    const answer = upload({ signal: controller.signal });
    controller.abort();
    await rejectionOf(UploadCancelledError, answer);
    expect(lastXhr().aborted).toBe(true);
  });

  it('issue 24 §3: an already aborted signal sends nothing', async () => {
    const controller = new AbortController();
    controller.abort();
    await rejectionOf(UploadCancelledError, upload({ signal: controller.signal }));
    expect(ScriptedXhr.sent).toHaveLength(0);
  });

  it('issue 20 §3: an address that is not https (or loopback http in a local run) is refused unsent', async () => {
    const refused = await rejectionOf(XhrUploadFailure, upload({ url: 'http://storage.example.com/up' }));
    expect(refused.kind).toBe('unsafe-url');
    await rejectionOf(XhrUploadFailure, upload({ url: 'https://user:pw@storage.example.com/up' }));
    expect(ScriptedXhr.sent).toHaveLength(0);
    const local = upload({ url: 'http://127.0.0.1:5173/fake-storage/media', localRun: true });
    lastXhr().answer(200, '{}');
    await local;
  });

  it('issue 35 §4: an https address outside the storage origins is refused unsent', async () => {
    for (const url of [
      'https://elsewhere.example.com/up',
      'https://storage.example.com.evil.example/up',
      'https://storage.example.com:8443/up',
      'http://127.0.0.1:5174/up',
    ]) {
      const refused = await rejectionOf(XhrUploadFailure, upload({ url, localRun: true }));
      expect(refused.kind, url).toBe('unsafe-url');
    }
    await rejectionOf(XhrUploadFailure, upload({ storageOrigins: [] }));
    expect(ScriptedXhr.sent).toHaveLength(0);
    // The same origin written with its default port is the same origin.
    const same = upload({ url: 'https://storage.example.com:443/up' });
    expect(lastXhr().url).toBe('https://storage.example.com/up');
    lastXhr().answer(200, '{}');
    await same;
  });

  it('a network error, a timeout and an answer from a redirect are failures of their own kind', async () => {
    const network = upload();
    lastXhr().onerror?.({} as ProgressEvent);
    expect((await rejectionOf(XhrUploadFailure, network)).kind).toBe('network');
    const slow = upload();
    lastXhr().ontimeout?.({} as ProgressEvent);
    expect((await rejectionOf(XhrUploadFailure, slow)).kind).toBe('timeout');
    const moved = upload();
    lastXhr().answer(200, '{}', 'https://elsewhere.example.com/up');
    expect((await rejectionOf(XhrUploadFailure, moved)).kind).toBe('redirected');
  });

  it('a refusal resolves with its status, and a body that is not JSON reads as undefined', async () => {
    const answer = upload();
    lastXhr().answer(413, 'too big');
    expect(await answer).toEqual({ status: 413, ok: false, statusText: 'Refused', body: undefined });
  });
});
