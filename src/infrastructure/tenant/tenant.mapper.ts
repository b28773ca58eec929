import * as v from 'valibot';
import type { OwnedChatbot, TenantSummary } from '../../application/tenant/tenant.gateway';
import {
  fields,
  filledText,
  itemsOfAnswer,
  linkAnswer,
  parsedOrNone,
  readAnswer,
  requiredText,
} from '../shared/answer-schema';

/**
 * The portal's and the media service's answers about the contract (spec 1 §7), each shape declared
 * once below. A list without items, or an upload answer without a URL, is a `MalformedAnswer`;
 * items that are not objects are dropped, and so is a contract without an id.
 */

/** A chatbot of unique-admin-applications: the shortName (else the id, else '') and a name. */
const OWNED_CHATBOT = v.pipe(
  fields({ shortName: filledText, id: filledText, name: filledText }),
  v.transform(({ shortName, id, name }): OwnedChatbot => {
    const chatbot = shortName || id;
    return { shortName: chatbot, name: name || chatbot };
  }),
);

/** GET /tenants/{tenantId}/unique-admin-applications/{userIdentity}: the user's chatbots. */
export function toOwnedChatbots(resource: unknown): OwnedChatbot[] {
  return itemsOfAnswer(resource, 'unique admin applications').flatMap((item) =>
    parsedOrNone(OWNED_CHATBOT, item),
  );
}

const TENANT_INFO = fields({ id: filledText, name: filledText, photoUri: filledText });

/**
 * A contract of /tenants-mine: flat, or with its fields under `info` (the item's own id first);
 * without an id it cannot be switched to, so it is dropped. A missing name is the id.
 */
const TENANT_SUMMARY = v.pipe(
  v.union([
    v.pipe(
      fields({ id: filledText, info: TENANT_INFO }),
      v.transform(({ id, info }) => ({ ...info, id: id || info.id })),
    ),
    TENANT_INFO,
  ]),
  v.check(({ id }) => id !== '', 'Invalid value: Expected an id'),
  v.transform(({ id, name, photoUri }): TenantSummary => ({
    id,
    name: name || id,
    photoUri: photoUri || undefined,
  })),
);

/** GET /tenants-mine: every contract of the user. */
export function toTenantSummaries(resource: unknown): TenantSummary[] {
  return itemsOfAnswer(resource, 'tenants of the user').flatMap((item) => parsedOrNone(TENANT_SUMMARY, item));
}

/** The media service answers the URL itself; an object with `uri` or `url` is read too. */
const UPLOAD_URI = linkAnswer('uri', 'url');

/** GET /upload-media-uri?profile=HotPermanent: where the contract photo goes. */
export function toUploadUri(resource: unknown): string {
  return readAnswer(UPLOAD_URI, resource, 'upload media uri');
}

/** The storage's answer to an upload (spec 1 §7): JSON holding the stored file's `mediaUri`. */
const STORED_MEDIA = fields({ mediaUri: v.pipe(requiredText, v.trim()) });

/** The stored file's address, trimmed; undefined when the answer has none. */
export function storedMediaUri(answer: unknown): string | undefined {
  const [stored] = parsedOrNone(STORED_MEDIA, answer);
  return stored?.mediaUri;
}
