/**
 * Spec 2 §2.5 'Download': the refreshed media link is opened in a new tab, so it must be an
 * absolute http(s) address without credentials; anything else (javascript:, data:, a relative
 * path) is refused and the page shows the download failure instead. http is accepted because
 * the media service's links are what the server stores (docs/decisions.md).
 */
export function toDownloadUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  return url.href;
}
