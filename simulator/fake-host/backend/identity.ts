import { safeDecode } from '../../../src/infrastructure/shared/identity';

export { accountNameOf, safeDecode } from '../../../src/infrastructure/shared/identity';

/**
 * Callers send identities raw or encoded once more, so the backend compares them
 * fully decoded and case-insensitively.
 */
export function identityKey(value: string): string {
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    const decoded = safeDecode(current);
    if (decoded === current) break;
    current = decoded;
  }
  return current.trim().toLowerCase();
}

export function sameIdentity(a: string, b: string): boolean {
  return identityKey(a) === identityKey(b);
}

export function identityFor(email: string, domain: string): string {
  return `${encodeURIComponent(email)}@${domain}`;
}
