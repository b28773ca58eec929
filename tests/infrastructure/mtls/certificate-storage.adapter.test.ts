import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CertificateUploadFailure } from '../../../src/domain/mtls/certificate-upload.failure';
import { CertificateStorageHttpGateway } from '../../../src/infrastructure/mtls/certificate-storage.adapter';
import { uploadCertificate } from '../../../simulator/server/fake-certificate-storage';
import { FetchBackedXhr } from '../../support/fake-xhr';
import { rejectionOf } from '../../support/rejection';

/** The simulator's own test certificate (password 'simulator'), as the wizard picks it. */
const TEST_PFX = readFileSync(
  new URL('../../../simulator/public/fake-storage/test-certificate.pfx', import.meta.url),
);

interface Received {
  contentType: string | undefined;
  cookie: string | undefined;
}

let server: Server;
let origin: string;
const received: Received[] = [];

/** Answers other than the real endpoint's: nonsense, a partial result, refusals with and without a reason. */
const CANNED: Record<string, { status: number; body: unknown }> = {
  '/nonsense': { status: 200, body: { ok: true } },
  '/partial': { status: 200, body: { storage_id: 's-1', name: ' ', contract_id: 'acme' } },
  '/refused': { status: 403, body: { error: 'contract closed' } },
  '/refused-silently': { status: 403, body: { error: ' ' } },
};

/** The dev server's real certificate endpoint, plus the canned answers. */
function handle(req: IncomingMessage, res: ServerResponse): void {
  received.push({ contentType: req.headers['content-type'], cookie: req.headers.cookie });
  const canned = CANNED[req.url ?? ''];
  if (canned !== undefined) {
    res.statusCode = canned.status;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(canned.body));
    return;
  }
  void uploadCertificate(req, res, 'acme');
}

beforeAll(async () => {
  // Issue 24 §3: the gateway sends with XHR; this one goes through Node's fetch to the test server.
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The test storage listens on loopback http: a local run (issue 20 §3). */
const LOCAL_RUN = true;
const PRODUCTION = false;
/** Issue 35 §4: the settings' STORAGE_ORIGINS: the test storage (its port is known once it listens). */
const STORAGE = {
  get STORAGE_ORIGINS() {
    return [origin, 'https://storage.example.com'];
  },
};

const pfx = () => new Blob([TEST_PFX], { type: 'application/x-pkcs12' });

function failureOf(promise: Promise<unknown>): Promise<CertificateUploadFailure> {
  return rejectionOf(CertificateUploadFailure, promise);
}

describe('CertificateStorageHttpGateway (spec 1 §7: HTTP POST, multipart/form-data, fields password and file)', () => {
  it('spec 1 §7: a real certificate with its password → storage_id, name, contract_id', async () => {
    const gateway = new CertificateStorageHttpGateway(LOCAL_RUN, STORAGE);
    const result = await gateway.upload(`${origin}/fake-storage/certificates/acme`, {
      file: pfx(),
      fileName: 'test-certificate.pfx',
      password: 'simulator',
    });
    expect(result).toEqual({
      storageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'test-certificate',
      contractId: 'acme',
    });
    expect(received.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.at(-1)?.cookie).toBeUndefined();
  });

  it('spec 1 §8: a wrong password is refused by the storage (400)', async () => {
    const failure = await failureOf(
      new CertificateStorageHttpGateway(LOCAL_RUN, STORAGE).upload(
        `${origin}/fake-storage/certificates/acme`,
        {
          file: pfx(),
          fileName: 'test-certificate.pfx',
          password: 'wrong',
        },
      ),
    );
    expect(failure.kind).toBe('refused');
    expect(failure.httpStatus).toBe(400);
  });

  it('an answer that is not the upload result is a failure', async () => {
    const failure = await failureOf(
      new CertificateStorageHttpGateway(LOCAL_RUN, STORAGE).upload(`${origin}/nonsense`, {
        file: pfx(),
        fileName: 'a.pfx',
        password: 'x',
      }),
    );
    expect(failure.kind).toBe('malformed');
  });

  it('spec 1 §7: a result with a blank field is not an upload result either', async () => {
    const failure = await failureOf(
      new CertificateStorageHttpGateway(LOCAL_RUN, STORAGE).upload(`${origin}/partial`, {
        file: pfx(),
        fileName: 'a.pfx',
        password: 'x',
      }),
    );
    expect(failure).toMatchObject({ kind: 'malformed', httpStatus: 200 });
  });

  it("spec 1 §8: a refusal gives the storage's error, or the HTTP status text when it says nothing", async () => {
    const upload = (path: string) =>
      failureOf(
        new CertificateStorageHttpGateway(LOCAL_RUN, STORAGE).upload(`${origin}${path}`, {
          file: pfx(),
          fileName: 'a.pfx',
          password: 'x',
        }),
      );
    const told = await upload('/refused');
    expect(told).toMatchObject({ kind: 'refused', httpStatus: 403 });
    expect(told.message).toContain('contract closed');
    expect((await upload('/refused-silently')).message).toContain('Forbidden');
  });

  it('an unreachable storage is a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const failure = await failureOf(
      new CertificateStorageHttpGateway(LOCAL_RUN, {
        STORAGE_ORIGINS: [`http://127.0.0.1:${port}`],
      }).upload(`http://127.0.0.1:${port}/x`, {
        file: pfx(),
        fileName: 'a.pfx',
        password: 'x',
      }),
    );
    expect(failure.kind).toBe('network');
  });

  it('architecture.md §4: the password goes only to https, or to plain http on this machine in a local run', async () => {
    const before = received.length;
    for (const url of [
      'http://evil.example.com/steal',
      'https://user:pw@storage.example.com/',
      'javascript:alert(1)',
      '/relative',
    ]) {
      const failure = await failureOf(
        new CertificateStorageHttpGateway(LOCAL_RUN, STORAGE).upload(url, {
          file: pfx(),
          fileName: 'a.pfx',
          password: 'x',
        }),
      );
      expect(failure.kind, url).toBe('unsafe-url');
    }
    expect(received).toHaveLength(before);
  });

  it('issue 20 §3: in production the loopback storage is refused before the password leaves', async () => {
    const before = received.length;
    const failure = await failureOf(
      new CertificateStorageHttpGateway(PRODUCTION, STORAGE).upload(
        `${origin}/fake-storage/certificates/acme`,
        {
          file: pfx(),
          fileName: 'test-certificate.pfx',
          password: 'simulator',
        },
      ),
    );
    expect(failure.kind).toBe('unsafe-url');
    expect(received).toHaveLength(before);
  });

  it('issue 35 §4: the certificate and its password never go to a server outside the storage origins', async () => {
    // Another loopback server, reachable and allowed by scheme, but not a storage origin.
    const bodies: number[] = [];
    const other = createServer((req, res) => {
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => {
        bodies.push(size);
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      const failure = await failureOf(
        new CertificateStorageHttpGateway(LOCAL_RUN, STORAGE).upload(
          `${otherOrigin}/fake-storage/certificates/acme`,
          {
            file: pfx(),
            fileName: 'test-certificate.pfx',
            password: 'simulator',
          },
        ),
      );
      expect(failure.kind).toBe('unsafe-url');
      expect(bodies).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
