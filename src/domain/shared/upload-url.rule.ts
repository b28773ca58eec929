import { isAllowedScheme } from './local-run.rule';

/**
 * Where a file may be POSTed and what may come back as its address (the contract photo, an mTLS
 * certificate with its password, a knowledge-base file): https, or plain http to this machine's
 * fake storage in a local run (issue 20 §3). Anything else is refused before a byte leaves or an
 * address is kept.
 */
export function toUploadUrl(raw: string, localRun: boolean): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  return isAllowedScheme(url, localRun) ? url : null;
}
