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

/**
 * Issue 35 §4: where a body may be sent. An allowed address (toUploadUrl) whose origin is one of
 * the deployment's storage origins, exactly; any other is refused before a byte leaves. The CSP's
 * connect-src lists the same origins, so a redirect elsewhere is refused by the browser too.
 */
export function toUploadTarget(
  raw: string,
  localRun: boolean,
  storageOrigins: readonly string[],
): URL | null {
  const url = toUploadUrl(raw, localRun);
  return url !== null && storageOrigins.includes(url.origin) ? url : null;
}
