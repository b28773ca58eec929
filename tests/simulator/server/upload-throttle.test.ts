import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStorageMiddleware } from '../../../simulator/server/fake-storage.plugin';
import { uploadKbpsOf } from '../../../simulator/server/upload-throttle';

let server: Server;
let base: string;

beforeAll(async () => {
  const middleware = fakeStorageMiddleware();
  server = createServer((req, res) => middleware(req, res, () => res.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function timedUpload(url: string, body: BodyInit, type = 'application/octet-stream') {
  const started = Date.now();
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': type }, body });
  return { status: response.status, ms: Date.now() - started, json: (await response.json()) as unknown };
}

describe('fake storage upload speed (issue 24 §3: uploadKbps)', () => {
  it('issue 24 §3: kbps in the upload URL is read from its query; absent, bad or negative is full speed', () => {
    expect(uploadKbpsOf('/fake-storage/media?upload=1&kbps=800')).toBe(800);
    expect(uploadKbpsOf('/fake-storage/media?upload=1')).toBe(0);
    expect(uploadKbpsOf('/fake-storage/media?kbps=fast')).toBe(0);
    expect(uploadKbpsOf('/fake-storage/media?kbps=-3')).toBe(0);
    expect(uploadKbpsOf(undefined)).toBe(0);
  });

  it('issue 24 §3: 64 KB at 1600 kbit/s (200 KB/s) takes about a third of a second, and is stored whole', async () => {
    const body = new Uint8Array(64 * 1024).fill(7);
    const slow = await timedUpload(`${base}/fake-storage/media?kbps=1600`, body);
    expect(slow.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(280);
    const { mediaUri } = slow.json as { mediaUri: string };
    expect((await (await fetch(mediaUri)).arrayBuffer()).byteLength).toBe(64 * 1024);
    const fast = await timedUpload(`${base}/fake-storage/media`, body);
    expect(fast.ms).toBeLessThan(slow.ms);
  });

  it('issue 24 §3: the certificate storage is slowed the same way and still checks the password', async () => {
    const certificate = readFileSync('simulator/public/fake-storage/test-certificate.pfx');
    const form = new FormData();
    form.append('password', 'simulator');
    form.append('file', new Blob([certificate], { type: 'application/x-pkcs12' }), 'my-cert.pfx');
    const started = Date.now();
    const response = await fetch(`${base}/fake-storage/certificates/acme?kbps=${certificate.length / 40}`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(200);
    // The file alone takes 8 bits × its size / (size/40 kbit/s) = 320 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });
});
