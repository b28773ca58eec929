/**
 * Validates a URL before the host is asked to navigate the top window to it
 * (architecture.md §4: no navigation without validation). Only absolute https URLs with a
 * host and without credentials pass; the normalised form is returned so that what we
 * checked is exactly what the portal navigates to.
 */
const MAX_URL_LENGTH = 2048;
const HTTPS_PREFIX = /^https:\/\//i;
const HOSTNAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export function toSafeHttpsUrl(raw: string): string | null {
  if (raw.length === 0 || raw.length > MAX_URL_LENGTH) return null;
  if (hasUnsafeCharacter(raw) || !HTTPS_PREFIX.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  if (!HOSTNAME.test(url.hostname)) return null;
  return url.href;
}

export function isSafeHttpsUrl(raw: string): boolean {
  return toSafeHttpsUrl(raw) !== null;
}

// Whitespace, control characters and backslashes are where URL parsers disagree.
function hasUnsafeCharacter(raw: string): boolean {
  for (const char of raw) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || char === '\\' || /\s/u.test(char)) return true;
  }
  return false;
}
