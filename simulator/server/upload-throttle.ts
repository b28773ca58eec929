import type { IncomingMessage } from 'node:http';
import { Transform, type Readable } from 'node:stream';

/** Above this the loopback is the limit anyway (1 Gbit/s); the fake host clamps the same. */
const MAX_KBPS = 1_000_000;
/** Small pieces, so the reading (and the page's progress bar) moves evenly, not in 64 KB leaps. */
const PIECE_BYTES = 8 * 1024;

/** Issue 24 §3: the `kbps` the fake backend put in the upload URL; 0 (full speed) when absent or bad. */
export function uploadKbpsOf(url: string | undefined): number {
  const raw = new URLSearchParams((url ?? '').split('?')[1] ?? '').get('kbps');
  const value = raw === null ? NaN : Math.trunc(Number(raw));
  return Number.isFinite(value) && value > 0 ? Math.min(value, MAX_KBPS) : 0;
}

/**
 * Issue 35 §4: the `redirect` the fake backend put in the upload URL (the simulator's
 * uploadRedirect fault): an http URL on a loopback host, else null (no fault).
 */
export function uploadRedirectOf(url: string | undefined): string | null {
  const raw = new URLSearchParams((url ?? '').split('?')[1] ?? '').get('redirect');
  if (raw === null) return null;
  try {
    const target = new URL(raw);
    const loopback = target.hostname === '127.0.0.1' || target.hostname === 'localhost';
    return target.protocol === 'http:' && loopback ? target.href : null;
  } catch {
    return null;
  }
}

/**
 * Issue 24 §3: the request body read no faster than `kbps` kilobits per second. The pause is
 * real back-pressure: the socket stops being read, TCP's window fills and the browser's upload
 * progress advances at this pace. An aborted request ends the stream with its error.
 */
export function throttledBody(req: IncomingMessage, kbps: number): Readable {
  if (kbps <= 0) return req;
  const bytesPerMs = (kbps * 1000) / 8 / 1000;
  const started = Date.now();
  let passed = 0;
  const pace = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const pieces: Buffer[] = [];
      for (let at = 0; at < chunk.length; at += PIECE_BYTES)
        pieces.push(chunk.subarray(at, at + PIECE_BYTES));
      const next = () => {
        const piece = pieces.shift();
        if (piece === undefined) return done();
        passed += piece.length;
        const wait = started + passed / bytesPerMs - Date.now();
        setTimeout(
          () => {
            if (pace.destroyed) return;
            pace.push(piece);
            next();
          },
          Math.max(0, wait),
        );
      };
      next();
    },
  });
  req.on('aborted', () => pace.destroy(new Error('upload aborted by the client')));
  req.on('error', (error) => pace.destroy(error));
  return req.pipe(pace);
}
