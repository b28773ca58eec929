import { toUploadUrl } from '../shared/upload-url.rule';

/**
 * Spec 2 §2.5 'Download': the refreshed media link is navigated to (a new tab), so it is validated
 * first, by the one address rule every media address follows (`toUploadUrl`, issue 20 §3): https
 * anywhere, plain http only to a loopback host in a local run (the simulator's storage), never
 * with credentials. Anything else — http to another host, javascript:, data:, a relative path —
 * is refused, and the page shows the download failure (issue 37 §9).
 */
export function toDownloadUrl(raw: string, localRun: boolean): string | undefined {
  return toUploadUrl(raw.trim(), localRun)?.href;
}
