import { isPlainTenantId, sameTenantId } from './tenant-id.rule';

/**
 * extras.lastUsedTenants (spec 1 §3): a JSON string holding an array of tenant ids. Data
 * from another system: malformed JSON or a non-array reads as an empty history, and items
 * that are not strings read as empty entries. Never throws.
 */
export function parseLastUsedTenants(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map((item: unknown) => (typeof item === 'string' ? item.trim() : ''));
}

/** True when the history is there but cannot be read (worth a warning, not an error). */
export function isMalformedLastUsedTenants(raw: string | undefined): boolean {
  if (raw === undefined || raw.trim() === '') return false;
  try {
    return !Array.isArray(JSON.parse(raw));
  } catch {
    return true;
  }
}

/**
 * Spec 1 'Leave contract flow', first choice: the history is kept oldest first, so it is read
 * from the newest (the end); the first entry read is the contract being left and is skipped;
 * the first non-empty entry after it wins. The contract being left is never the answer
 * (the spec asks for the most recently used *other* tenant), and a winner that is not a plain
 * tenant id gives no answer at all, so no address is ever built from it.
 */
export function lastUsedOtherTenant(raw: string | undefined, currentTenantId: string): string | null {
  const newestFirst = parseLastUsedTenants(raw).reverse().slice(1);
  const candidate = newestFirst.find((id) => id !== '' && !sameTenantId(id, currentTenantId));
  return candidate !== undefined && isPlainTenantId(candidate) ? candidate : null;
}
