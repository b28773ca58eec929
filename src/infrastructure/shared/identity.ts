/** Identities are 'url-encoded e-mail@domain' (spec 1 §3: the part before '@' is the account name). */
export function accountNameOf(identity: string): string {
  const at = identity.lastIndexOf('@');
  return at < 0 ? identity : identity.slice(0, at);
}

export function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Spec 1 §3: a missing name or e-mail is the URL-decoded account name ('ana%40x.com@…' → 'ana@x.com'). */
export function decodedAccountName(identity: string): string {
  return safeDecode(accountNameOf(identity));
}
