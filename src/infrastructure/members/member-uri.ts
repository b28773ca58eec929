import { accountNameOf, safeDecode } from '../shared/identity';

/**
 * An identity as one URI segment: the platform's own form, 'url-encoded account@domain'.
 * Decoding first makes a raw and an already-encoded identity give the same segment, and
 * nothing in it can end the path early ('/', '?', '#').
 */
export function identitySegment(identity: string): string {
  const at = identity.lastIndexOf('@');
  const domain = at < 0 ? '' : identity.slice(at + 1);
  const account = encodeURIComponent(safeDecode(accountNameOf(identity)));
  return domain === '' ? account : `${account}@${encodeURIComponent(safeDecode(domain))}`;
}

/** The account name of spec 1 §7 'GET accounts/{account name}', encoded once. */
export function accountSegment(identity: string): string {
  return encodeURIComponent(safeDecode(accountNameOf(identity)));
}
