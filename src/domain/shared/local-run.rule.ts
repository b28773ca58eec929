/**
 * Issue 20 §3: plain http is a local convenience, never a production path. The same built module
 * is served in production and by the simulator, so "local" is decided where it runs: a module
 * served from a loopback address runs on this machine (the simulator), anything else is
 * production, where only https counts.
 */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A host name as URL.hostname and location.hostname write it ('[::1]' keeps its brackets). */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname.toLowerCase());
}

/** The module runs on this machine when the page that loaded it is on a loopback host. */
export function isLocalRun(moduleHostname: string): boolean {
  return isLoopbackHost(moduleHostname);
}

/** https anywhere; plain http only to a loopback host, and only in a local run. */
export function isAllowedScheme(url: URL, localRun: boolean): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && localRun && isLoopbackHost(url.hostname);
}
