import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import { uploadCertificate } from './fake-certificate-storage.ts';
import { FakeMediaStorage } from './fake-media-storage.ts';
import { KNOWLEDGE_FILE, serveKnowledgeFile } from './fake-knowledge-files.ts';
import { allowLoopbackCors, sendJson } from './http-helpers.ts';
import { throttledBody, uploadKbpsOf, uploadRedirectOf } from './upload-throttle.ts';

const MEDIA_UPLOAD = /^\/fake-storage\/media\/?$/;
const MEDIA_FILE = /^\/fake-storage\/media\/([0-9a-f-]{36})$/;
const CERTIFICATE_UPLOAD = /^\/fake-storage\/certificates\/([^/]+)$/;

/**
 * The storage endpoints the fake backend's upload URIs point at (architecture.md §6: uploads are
 * real HTTP). Files live in memory for the server's lifetime. Anything else falls through.
 */
export function fakeStorageMiddleware(): Connect.NextHandleFunction {
  const media = new FakeMediaStorage();
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (!/^\/fake-storage\/(media|certificates|knowledge-base)(\/|$)/.test(path)) return next();
    allowLoopbackCors(req, res);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    const fileId = MEDIA_FILE.exec(path)?.[1];
    const tenantId = CERTIFICATE_UPLOAD.exec(path)?.[1];
    const isUpload = req.method === 'POST' && (MEDIA_UPLOAD.test(path) || tenantId !== undefined);
    const redirect = uploadRedirectOf(req.url);
    if (isUpload && redirect !== null) return redirectUpload(req, res, redirect);
    // Issue 24 §3: the upload URL's kbps (the simulator's uploadKbps) slows the reading.
    const body = () => throttledBody(req, uploadKbpsOf(req.url));
    if (req.method === 'POST' && MEDIA_UPLOAD.test(path)) return void media.upload(req, res, body());
    if (req.method === 'GET' && fileId) return media.serve(fileId, res);
    const knowledgeFile = KNOWLEDGE_FILE.exec(path)?.[1];
    if (req.method === 'GET' && knowledgeFile) return serveKnowledgeFile(knowledgeFile, res);
    if (req.method === 'POST' && tenantId)
      return void uploadCertificate(req, res, decodeURIComponent(tenantId), body());
    sendJson(res, 404, { error: 'no such storage endpoint' });
  };
}

/**
 * Issue 35 §4: the uploadRedirect fault. A 307 keeps the method and the body: a browser that follows
 * it sends the same file (a certificate with its password) to the other address. The body is read
 * to its end first, so the answer is never cut short by an unread upload.
 */
function redirectUpload(req: IncomingMessage, res: ServerResponse, location: string): void {
  req.resume();
  req.on('end', () => {
    res.statusCode = 307;
    res.setHeader('Location', location);
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  });
}

export function fakeStorage(): Plugin {
  return {
    name: 'fake-storage',
    configureServer(server) {
      server.middlewares.use(fakeStorageMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(fakeStorageMiddleware());
    },
  };
}
