/**
 * A plain tenant id is one DNS label (it becomes the host name '{tenantId}.{domain}'):
 * letters, digits and inner hyphens, 1 to 63 characters. Anything else, a URL, a path,
 * a dot, is refused before it can reach an address.
 */
const PLAIN_TENANT_ID = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

export function isPlainTenantId(value: unknown): value is string {
  return typeof value === 'string' && PLAIN_TENANT_ID.test(value);
}

export function sameTenantId(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
