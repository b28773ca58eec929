import { characterCount } from './text-length';

/** Spec 1 §5/§9: a host URL has at most 100 characters. */
export const HOST_MAX_LENGTH = 100;

/** Spec 1 §4/§9: once a certificate's last host is removed, the list refreshes after 1000 ms. */
export const LAST_HOST_REFRESH_DELAY_MS = 1000;

/**
 * Spec 1 §5: 'https://', a host of letters, digits, '-' and '.', a dot and a TLD of at least
 * two letters, an optional ':port' and an optional path (anything without spaces after '/').
 */
const HTTPS_HOST_URL = /^https:\/\/[A-Za-z0-9.-]+\.[A-Za-z]{2,}(?::\d+)?(?:\/\S*)?$/;

/**
 * 'required' and 'invalidUrl' → 'Enter a valid HTTPS URL' (the spec gives no other text for an
 * empty host); 'tooLong' → the 100-character message; 'duplicate' → the host is already listed.
 */
export type HostError = 'required' | 'tooLong' | 'invalidUrl' | 'duplicate';

/** Hosts compare trimmed and case-insensitively (docs/decisions/mtls.md). */
export function hostKey(value: string): string {
  return value.trim().toLowerCase();
}

/** One host on its own (no duplicate check), judged on the trimmed text, which is what is saved. */
export function validateHost(value: string): Exclude<HostError, 'duplicate'> | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (characterCount(text) > HOST_MAX_LENGTH) return 'tooLong';
  if (!HTTPS_HOST_URL.test(text)) return 'invalidUrl';
  return null;
}

/** Every row of the form: a row repeating an earlier row is the duplicate, the first one stands. */
export function validateHosts(hosts: readonly string[]): readonly (HostError | null)[] {
  const seen = new Set<string>();
  return hosts.map((value) => {
    const error = validateHost(value);
    if (error !== null) return error;
    const key = hostKey(value);
    if (seen.has(key)) return 'duplicate';
    seen.add(key);
    return null;
  });
}
