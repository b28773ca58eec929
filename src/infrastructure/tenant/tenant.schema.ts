import * as v from 'valibot';
import type { OwnedChatbot, TenantSummary } from '../../application/tenant/tenant.port';
import { acceptedCollection, fields, filledText, linkAnswer, requiredText } from '../shared/answer-schema';

/** The start-up gateways load this file lazily (lazy-import.ts) and read through it. */
export { readAnswer } from '../shared/answer-schema';

/**
 * The portal's and the media service's answers about the contract (spec 1 §7), each shape declared
 * once below with its mapping to the domain (issue 36 §3). A list without items, or an upload answer without a URL, is a `MalformedAnswer`;
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
export const OWNED_CHATBOTS = acceptedCollection(OWNED_CHATBOT);

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
export const TENANT_SUMMARIES = acceptedCollection(TENANT_SUMMARY);

/**
 * GET /upload-media-uri?profile=HotPermanent: where the contract photo goes. The media service
 * answers the URL itself; an object with `uri` or `url` is read too.
 */
export const UPLOAD_URI = linkAnswer('uri', 'url');

/**
 * The storage's answer to an upload (spec 1 §7): JSON holding the stored file's `mediaUri` → that
 * address, trimmed; undefined when the answer has none (it never fails).
 */
export const STORED_MEDIA_URI = v.fallback(
  v.pipe(
    fields({ mediaUri: v.pipe(requiredText, v.trim()) }),
    v.transform(({ mediaUri }): string | undefined => mediaUri),
  ),
  undefined,
);
