/**
 * Member identities are address-like: 'url-encoded e-mail@domain' (spec 1 §3: the part before
 * the last '@' is the account name). Identities reach us raw or encoded, so comparisons use
 * the fully decoded, lower-cased form.
 */
export function accountNameOf(identity: string): string {
  const at = identity.lastIndexOf('@');
  return at < 0 ? identity : identity.slice(0, at);
}

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Spec 1 §8: the fallback for fullName and e-mail ('ana%40x.com@…' → 'ana@x.com'). */
export function decodedAccountName(identity: string): string {
  return decodeOnce(accountNameOf(identity));
}

export function identityKey(identity: string): string {
  let current = identity;
  // Three rounds cover an identity encoded twice on its way through the portal.
  for (let round = 0; round < 3; round += 1) {
    const decoded = decodeOnce(current);
    if (decoded === current) break;
    current = decoded;
  }
  return current.trim().toLowerCase();
}

export function isSameIdentity(a: string, b: string): boolean {
  return identityKey(a) === identityKey(b);
}
