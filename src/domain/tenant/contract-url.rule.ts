import { toSafeHttpsUrl } from '../shared/safe-url.rule';

/** Spec 1 §9: the redirect query after leaving. */
export const LEAVE_CONTRACT_QUERY = 'leaveContract';

/** The contract URL the card shows and copies: '{tenantId}.{platform domain}' (spec 1 §9). */
export function contractUrl(tenantId: string, platformDomain: string): string {
  return `${tenantId}.${platformDomain}`;
}

/**
 * `base` with `path` appended and leaveContract=true, as a validated https URL, or null.
 * Built with URL rather than by concatenation so a base with a trailing slash, a query or
 * a fragment still gives one well-formed address.
 */
function withLeaveQuery(base: string, path: string): string | null {
  const safeBase = toSafeHttpsUrl(base);
  if (safeBase === null) return null;
  const url = new URL(safeBase);
  url.hash = '';
  if (path !== '') url.pathname = `${url.pathname.replace(/\/+$/, '')}${path}`;
  url.searchParams.set(LEAVE_CONTRACT_QUERY, 'true');
  return toSafeHttpsUrl(url.href);
}

/** Only contract left: '{portal url}/application/tenant/create?leaveContract=true'. */
export function createContractRedirect(portalUrl: string): string | null {
  return withLeaveQuery(portalUrl, '/application/tenant/create');
}

/** The last used other tenant: '{tenant url}/application?leaveContract=true'. */
export function lastUsedTenantRedirect(tenantUrl: string): string | null {
  return withLeaveQuery(tenantUrl, '/application');
}

/** Any other tenant of the user's list: '{url}?leaveContract=true'. */
export function otherTenantRedirect(tenantUrl: string): string | null {
  return withLeaveQuery(tenantUrl, '');
}
