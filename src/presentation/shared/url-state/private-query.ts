/**
 * Issue 35 §7: free text a user types (a search: names, e-mails) is never put in the query string,
 * which the module reports to the portal (`stateChangeSuccess`) and the web server writes to its
 * access log. Such a field is kept in the history entry's state instead (`privateTextField`), and
 * only these keys may be one. Small on purpose: the shell imports it to report paths without them.
 */
export const PRIVATE_QUERY_KEYS = ['search'] as const;

export type PrivateQueryKey = (typeof PRIVATE_QUERY_KEYS)[number];

/**
 * `url` ('/path?a=b' or '?a=b') without the private keys' parameters: an old link's `?search=`
 * is read once by its page and then leaves the URL, and is never reported on the way. Other
 * parameters are left as they were written when there is nothing to take out.
 */
export function withoutPrivateQuery(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  if (!PRIVATE_QUERY_KEYS.some((key) => params.has(key))) return url;
  for (const key of PRIVATE_QUERY_KEYS) params.delete(key);
  const query = params.toString();
  return `${url.slice(0, at)}${query === '' ? '' : `?${query}`}`;
}
