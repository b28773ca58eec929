import type { FakeBackendContext, FakeRouteModule } from '../backend-context';
import { invalidArgument } from '../fake-host.error';

/** Where the simulator serves its fake storage when the page's own origin is unknown (node). */
export const DEFAULT_STORAGE_ORIGIN = 'http://127.0.0.1:5173';
export const MEDIA_UPLOAD_PATH = '/fake-storage/media';

/** The page's origin (the dev or preview server that hosts the fake storage), else the default. */
export function storageOrigin(): string {
  const origin = (globalThis as { location?: { origin?: unknown } }).location?.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin) ? origin : DEFAULT_STORAGE_ORIGIN;
}

/**
 * Issue 24 §3: an upload URL of the fake storage, carrying the simulator's read speed as
 * `kbps` (the storage runs on the dev server and knows no other way of the page's options), and
 * issue 35 §4: the redirect fault's target as `redirect`.
 */
export function storageUploadUrl(path: string, context: FakeBackendContext): string {
  const url = new URL(path, storageOrigin());
  if (context.uploadKbps > 0) url.searchParams.set('kbps', String(context.uploadKbps));
  if (context.uploadRedirect !== null) url.searchParams.set('redirect', context.uploadRedirect);
  return url.href;
}

/**
 * Media service (spec 1 §7 'Media service (photo)'): the upload URL of the fake storage, which
 * the dev and preview servers host for real (server/fake-storage.plugin.ts). Each answer is a
 * fresh URL, as signed upload URLs are. Only the photo's profile is known.
 */
export const mediaRoutes: FakeRouteModule = {
  name: 'media',
  register(router, context) {
    let issued = 0;
    router.on(context.addresses.media, 'get', '/upload-media-uri', ({ query }) => {
      // The photo asks with its profile, knowledge-base files with secure=true (spec 2 §7).
      if (query['profile'] !== 'HotPermanent' && query['secure'] !== 'true')
        throw invalidArgument("unknown upload profile (expected 'HotPermanent' or secure=true)");
      issued += 1;
      return storageUploadUrl(`${MEDIA_UPLOAD_PATH}?upload=${issued}`, context);
    });

    // Spec 2 §7: the link as text/plain → the same file with a fresh token, as signed links are.
    let refreshed = 0;
    router.on(context.addresses.media, 'set', '/refresh-media-uri', ({ command }) => {
      if (command.type !== 'text/plain') throw invalidArgument('the media link is sent as text/plain');
      const link = typeof command.resource === 'string' ? toLink(command.resource) : undefined;
      if (link === undefined) throw invalidArgument('the resource must be an absolute media link');
      refreshed += 1;
      link.searchParams.set('token', `refreshed-${refreshed}`);
      return link.href;
    });
  },
};

function toLink(text: string): URL | undefined {
  try {
    return new URL(text.trim());
  } catch {
    return undefined;
  }
}
