/**
 * Normalisation helpers for the infrastructure schema of documents and versions (spec 2 §3).
 * The schema reads the wire; these decide what a missing or odd value means, so every adapter
 * (the command gateway, the fake backend) reads a response the same way.
 */

/** Spec 2 §3: a response may use these alternative names; they are read as the spec's names. */
export const DOCUMENT_FIELD_ALIASES = {
  updated_at: 'updatedAt',
  updated_by: 'updatedBy',
  status: 'syncStatus',
} as const;

export type AliasedDocumentField = keyof typeof DOCUMENT_FIELD_ALIASES;

/**
 * The value of a field under its spec name, else under its alternative name. null counts as
 * absent, so `{ status: null, syncStatus: 'ACTIVE' }` reads ACTIVE. The spec name wins when
 * both are present: it is the documented one.
 */
export function readAliasedField(
  record: Readonly<Record<string, unknown>>,
  field: AliasedDocumentField,
): unknown {
  const primary = record[field];
  if (primary !== undefined && primary !== null) return primary;
  const alternative = record[DOCUMENT_FIELD_ALIASES[field]];
  return alternative === null ? undefined : alternative;
}

/** Text fields (ids, names, urls, dates): a string as sent, a finite number as its digits, else ''. */
export function toText(raw: unknown): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return '';
}

/**
 * Spec 2 §3: content_size_bytes defaults to 0. A numeric string is accepted (some services
 * send sizes as text); negatives, fractions of a byte and non-numbers are not sizes.
 */
export function toContentSizeBytes(raw: unknown): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return 0;
  return Math.floor(value);
}

/**
 * Extensions compare in one form: trimmed, lower case, without a leading dot ('.PDF' → 'pdf'),
 * which is also the form the icon and URL-document rules expect.
 */
export function toDocumentExtension(raw: unknown): string {
  return toText(raw)
    .replace(/^[\s.]+/, '')
    .trimEnd()
    .toLowerCase();
}
