/** The portal's own wording for a bad address (spec 1 §5 'Add agents', §8 Agents). */
export const INVALID_EMAIL_MESSAGE = 'Invalid email address format';
export const EMPTY_EMAIL_LIST_MESSAGE = 'Enter at least one email address';

// One '@', no spaces or address-breaking punctuation, a dotted domain ending in a 2+ letter TLD.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export interface EmailListParse {
  /** Valid addresses, trimmed, de-duplicated case-insensitively, in typed order. */
  readonly emails: readonly string[];
  readonly invalid: readonly string[];
}

/** Addresses typed one per line, or separated by commas or semicolons. */
export function parseEmailList(text: string): EmailListParse {
  const seen = new Set<string>();
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/[\n\r,;]+/)) {
    const entry = raw.trim();
    if (entry === '') continue;
    const key = entry.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    (isValidEmail(entry) ? emails : invalid).push(entry);
  }
  return { emails, invalid };
}

/** Why the list cannot be sent, or `null` when it can. */
export function emailListError(parse: EmailListParse): string | null {
  if (parse.invalid.length > 0) return INVALID_EMAIL_MESSAGE;
  if (parse.emails.length === 0) return EMPTY_EMAIL_LIST_MESSAGE;
  return null;
}

/** Nothing typed but separators: the confirm button stays disabled. */
export function isBlankList(text: string): boolean {
  const parsed = parseEmailList(text);
  return parsed.emails.length === 0 && parsed.invalid.length === 0;
}
