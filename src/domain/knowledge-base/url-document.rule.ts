import { type UrlCrawlDocumentRequest, type UrlDocumentRequest } from './document.entity';

/**
 * 'required' → 'The URL field is required.' (Save also stays disabled); 'invalid' → the text
 * does not parse as an absolute http(s) URL with a host (spec 2 §5).
 */
export type UrlDocumentError = 'required' | 'invalid';

export type UrlDocumentCheck =
  | { readonly ok: true; readonly request: UrlDocumentRequest }
  | { readonly ok: false; readonly error: UrlDocumentError };

/** Spec 2 §9: the URL request constants. */
export const URL_REQUEST_REPROCESS = true;
export const URL_REQUEST_GENERATE_QA = false;

/** Spec 2 §5: Save is disabled while the trimmed value is empty. */
export function isUrlInputEmpty(value: string): boolean {
  return value.trim() === '';
}

/**
 * Regex metacharacters of the engines a crawler is written with (JavaScript, Python re, RE2,
 * Java): each one gets a backslash, which all of them read as "this character itself".
 */
const REGEX_SPECIAL = /[.*+?^${}()|[\]\\]/g;

export function escapeRegex(text: string): string {
  return text.replace(REGEX_SPECIAL, '\\$&');
}

/**
 * Spec 2 §3: ['.*{path}.*'] when the path is not '/', else []. Choices (docs/decisions/knowledge-base.md):
 * - the path is the URL's pathname as the URL parser normalises it (percent-encoded, dot
 *   segments resolved), without the query string or the fragment: the filter keeps the crawl
 *   to the pages under that path, and a query would exclude them all;
 * - the path is regex-escaped, so '/docs/v1.2/c++' filters that exact path instead of making
 *   '.' match any character or '++' an invalid pattern on the server.
 */
export function urlRegexFilters(url: URL): readonly string[] {
  const path = url.pathname;
  if (path === '' || path === '/') return [];
  return [`.*${escapeRegex(path)}.*`];
}

/**
 * The URL as the add and update modals check it (spec 2 §5): trimmed, absolute, http or
 * https, with a host. Embedded credentials ('https://user:secret@host') are refused too: the
 * URL is stored and shown to every member of the tenant (docs/decisions/knowledge-base.md).
 */
export function parseDocumentUrl(value: string): URL | UrlDocumentError {
  const text = value.trim();
  if (text === '') return 'required';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'invalid';
  if (url.hostname === '' || url.username !== '' || url.password !== '') return 'invalid';
  return url;
}

export function validateDocumentUrl(value: string): UrlDocumentError | null {
  const parsed = parseDocumentUrl(value);
  return typeof parsed === 'string' ? parsed : null;
}

/**
 * Spec 2 §3 'URL document request': name is the scheme and host ('https://example.com', with
 * a port when it is not the default one, as URL.host gives it); url is what the user typed,
 * trimmed, so the list and the Update URL modal show it back unchanged.
 */
export function buildUrlDocumentRequest(value: string): UrlDocumentCheck {
  const parsed = parseDocumentUrl(value);
  if (typeof parsed === 'string') return { ok: false, error: parsed };
  return {
    ok: true,
    request: {
      name: `${parsed.protocol}//${parsed.host}`,
      url: value.trim(),
      reprocess: URL_REQUEST_REPROCESS,
      url_regex_filters: urlRegexFilters(parsed),
      generate_qa: URL_REQUEST_GENERATE_QA,
    },
  };
}

/** Spec 2 §3/§7: the crawl variant, sent when the plain URL call fails. */
export function toCrawlRequest(request: UrlDocumentRequest): UrlCrawlDocumentRequest {
  return { ...request, get_urls_with_cloud_scraper: true };
}
