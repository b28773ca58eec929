/**
 * Spec 2 §8 'Server-error mapping': the toast a failed add / update of content shows, keyed by
 * what the server's error text contains. The domain returns the key; presentation translates.
 */
export type DocumentServerErrorKey =
  | 'invalid-format'
  | 'pdf-reading-failed'
  | 'empty-file'
  | 'file-formatting-failed'
  | 'missing-text-column'
  | 'url-not-found'
  | 'url-blocked'
  | 'generic';

interface ErrorPattern {
  readonly key: Exclude<DocumentServerErrorKey, 'generic'>;
  /** Every fragment must appear (lower case). */
  readonly all: readonly string[];
}

/**
 * In the table's order: the first row that matches wins, so a text naming two problems gets
 * the one the spec lists first. 'missmatch' is the server's spelling as the spec gives it;
 * the correct 'mismatch' is matched too, so a server-side typo fix does not silently turn the
 * message generic (docs/decisions/knowledge-base.md).
 */
const PATTERNS: readonly ErrorPattern[] = [
  { key: 'invalid-format', all: ['unsupported file content-type'] },
  { key: 'pdf-reading-failed', all: ['error loading pdf document'] },
  { key: 'empty-file', all: ['empty file'] },
  { key: 'file-formatting-failed', all: ['file formatting missmatch'] },
  { key: 'file-formatting-failed', all: ['file formatting mismatch'] },
  { key: 'missing-text-column', all: ['missing required column', 'text'] },
  { key: 'url-not-found', all: ['not_found'] },
  { key: 'url-blocked', all: ['blocked_site'] },
];

/**
 * Case-insensitive 'contains' on the server's text (spec 2 §8). Anything that is not a
 * string, or matches no row, is the generic add-content failure.
 */
export function documentServerErrorKey(serverText: unknown): DocumentServerErrorKey {
  if (typeof serverText !== 'string' || serverText === '') return 'generic';
  const text = serverText.toLowerCase();
  return (
    PATTERNS.find((pattern) => pattern.all.every((fragment) => text.includes(fragment)))?.key ?? 'generic'
  );
}
