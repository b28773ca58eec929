import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStorageMiddleware } from '../../../simulator/server/fake-storage.plugin';

const certificate = readFileSync('simulator/public/fake-storage/test-certificate.pfx');
let server: Server;
let base: string;

beforeAll(async () => {
  const middleware = fakeStorageMiddleware();
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('fell through');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function certificateForm(
  password: string,
  file: Blob = new Blob([certificate], { type: 'application/x-pkcs12' }),
): FormData {
  const form = new FormData();
  form.append('password', password);
  form.append('file', file, 'my-cert.pfx');
  return form;
}

describe('fake storage (architecture.md §6: uploads are real HTTP)', () => {
  it('spec 1 §7 media: stores a raw body and serves it back with its type', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    const upload = await fetch(`${base}/fake-storage/media`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png' },
      body: png,
    });
    expect(upload.status).toBe(200);
    const { mediaUri } = (await upload.json()) as { mediaUri: string };
    expect(mediaUri).toMatch(new RegExp(`^${base}/fake-storage/media/[0-9a-f-]{36}$`));
    const served = await fetch(mediaUri);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
  });

  it('refuses an empty media body and answers 404 for unknown media', async () => {
    expect(
      (await fetch(`${base}/fake-storage/media`, { method: 'POST', body: new Uint8Array() })).status,
    ).toBe(400);
    expect((await fetch(`${base}/fake-storage/media/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  });

  it('refuses media over 25 MB with 413', async () => {
    const big = new Uint8Array(25 * 1024 * 1024 + 1);
    const response = await fetch(`${base}/fake-storage/media`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/png' },
      body: big,
    }).catch(() => undefined);
    // The server answers 413 and closes the upload; a client may see the answer or a reset.
    if (response) expect(response.status).toBe(413);
  });

  it('spec 1 §7 mTLS: a certificate with its right password gives storage_id, name and contract_id', async () => {
    const response = await fetch(`${base}/fake-storage/certificates/acme`, {
      method: 'POST',
      body: certificateForm('simulator'),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body.storage_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.name).toBe('my-cert');
    expect(body.contract_id).toBe('acme');
  });

  it('refuses a wrong password, a file that is not PKCS#12 and a missing file', async () => {
    const wrong = await fetch(`${base}/fake-storage/certificates/acme`, {
      method: 'POST',
      body: certificateForm('nope'),
    });
    expect(wrong.status).toBe(400);
    const junk = await fetch(`${base}/fake-storage/certificates/acme`, {
      method: 'POST',
      body: certificateForm('simulator', new Blob(['hello'])),
    });
    expect(junk.status).toBe(400);
    const form = new FormData();
    form.append('password', 'simulator');
    expect(
      (await fetch(`${base}/fake-storage/certificates/acme`, { method: 'POST', body: form })).status,
    ).toBe(400);
  });

  it('allows CORS for loopback pages only, and answers preflight', async () => {
    const allowed = await fetch(`${base}/fake-storage/media`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await fetch(`${base}/fake-storage/media`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets every other path fall through to the next middleware', async () => {
    expect((await fetch(`${base}/module/`)).status).toBe(418);
    expect((await fetch(`${base}/fake-storage/test-certificate.pfx`)).status).toBe(418);
  });

  it('spec 2 §2.5 Download: a seeded knowledge-base file is served as a text stand-in; other paths still fall through', async () => {
    const file = await fetch(
      `${base}/fake-storage/knowledge-base/${encodeURIComponent('Product manual.pdf')}`,
    );
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/plain');
    expect(await file.text()).toContain('Product manual.pdf');
    const other = await fetch(`${base}/fake-storagex/knowledge-base/a.pdf`);
    expect(other.status).toBe(418);
  });
});

describe('the uploadRedirect fault (issue 35 §4)', () => {
  it('issue 35 §4: an upload URL with a loopback redirect is answered 307 to it, media and certificates alike', async () => {
    const target = 'http://127.0.0.1:9/catch?x=1';
    for (const path of ['/fake-storage/media', '/fake-storage/certificates/acme']) {
      const response = await fetch(`${base}${path}?redirect=${encodeURIComponent(target)}`, {
        method: 'POST',
        body: certificateForm('simulator'),
        redirect: 'manual',
      });
      expect(response.status, path).toBe(307);
      expect(response.headers.get('location'), path).toBe(target);
    }
  });

  it('issue 35 §4: a redirect off this machine, or not on an upload, is no fault', async () => {
    const offSite = await fetch(
      `${base}/fake-storage/certificates/acme?redirect=${encodeURIComponent('https://evil.example/x')}`,
      { method: 'POST', body: certificateForm('simulator'), redirect: 'manual' },
    );
    expect(offSite.status).toBe(200);
    const read = await fetch(
      `${base}/fake-storage/media/00000000-0000-0000-0000-000000000000?redirect=${encodeURIComponent('http://127.0.0.1:9/')}`,
      { redirect: 'manual' },
    );
    expect(read.status).toBe(404);
  });
});
