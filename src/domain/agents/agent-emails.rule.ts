/**
 * The add-agents list (spec 1 §5 'Other'): blocked when empty; an address flagged invalid (or
 * not shaped like one) gives 'Invalid email address format'. Addresses are trimmed and
 * de-duplicated case-insensitively, in the order typed.
 */
export interface AgentEmailEntry {
  readonly email: string;
  /** The modal's own flag; an unflagged entry is still checked here. */
  readonly invalid?: boolean | undefined;
}

export type AgentEmailsCheck =
  | { readonly ok: true; readonly emails: readonly string[] }
  | { readonly ok: false; readonly error: 'empty' | 'invalid-email'; readonly invalid: readonly string[] };

// One '@', no spaces or address-breaking punctuation, a dotted domain ending in a 2+ letter TLD.
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export function isAgentEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function checkAgentEmails(entries: readonly AgentEmailEntry[]): AgentEmailsCheck {
  const seen = new Set<string>();
  const emails: string[] = [];
  const invalid: string[] = [];
  for (const entry of entries) {
    const email = entry.email.trim();
    if (email === '') continue;
    const key = email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (entry.invalid === true || !isAgentEmail(email)) invalid.push(email);
    else emails.push(email);
  }
  if (invalid.length > 0) return { ok: false, error: 'invalid-email', invalid };
  if (emails.length === 0) return { ok: false, error: 'empty', invalid };
  return { ok: true, emails };
}
