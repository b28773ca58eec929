import { linkAnswer } from '../shared/answer-schema';

/** The media service's link answers of spec 2 §7 (issue 36 §3: read through this schema). */

/** The service answers the link itself; an object with `uri` or `url` is read too. */
export const MEDIA_LINK = linkAnswer('uri', 'url');
