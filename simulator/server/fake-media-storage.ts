import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { PayloadTooLargeError, readBody, requestOrigin, sendJson } from './http-helpers.ts';

/** Above the product's own 20 MB photo limit, so the module's check is what users meet first. */
export const MEDIA_LIMIT_BYTES = 25 * 1024 * 1024;

interface StoredMedia {
  readonly type: string;
  readonly body: Buffer;
}

/** Raw-body media uploads (spec 1 §7 Media service): POST stores, GET serves back. */
export class FakeMediaStorage {
  private readonly files = new Map<string, StoredMedia>();

  /** `body` is the request's body, possibly slowed (issue 24 §3); nothing is kept unless it all came. */
  async upload(req: IncomingMessage, res: ServerResponse, body: Readable = req): Promise<void> {
    try {
      const bytes = await readBody(body, MEDIA_LIMIT_BYTES);
      if (bytes.length === 0) return sendJson(res, 400, { error: 'empty file' });
      const id = randomUUID();
      this.files.set(id, { type: req.headers['content-type'] ?? 'application/octet-stream', body: bytes });
      sendJson(res, 200, { mediaUri: `${requestOrigin(req)}/fake-storage/media/${id}` });
    } catch (error) {
      sendJson(res, error instanceof PayloadTooLargeError ? 413 : 400, { error: String(error) });
    }
  }

  serve(id: string, res: ServerResponse): void {
    const file = this.files.get(id);
    if (!file) return sendJson(res, 404, { error: 'no such media' });
    res.statusCode = 200;
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Length', String(file.body.length));
    res.end(file.body);
  }
}
