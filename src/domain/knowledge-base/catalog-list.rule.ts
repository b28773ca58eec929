/** Spec 2 §2.3 and §9: the catalog list's paging and search, free of any UI. */

/** Spec 2 §9: page sizes 5, 10, 15; default 5. */
export const CATALOG_PAGE_SIZES = [5, 10, 15] as const;
export type CatalogPageSize = (typeof CATALOG_PAGE_SIZES)[number];
export const DEFAULT_CATALOG_PAGE_SIZE: CatalogPageSize = 5;

export function isCatalogPageSize(value: number): value is CatalogPageSize {
  return (CATALOG_PAGE_SIZES as readonly number[]).includes(value);
}

/**
 * Spec 2 §5 'Catalog search': an exact name match, sent to the server. The typed text is
 * trimmed (a trailing space is not part of a name, as names are saved trimmed); an empty term
 * means no filter.
 */
export function catalogSearchTerm(text: string): string {
  return text.trim();
}

/**
 * Spec 2 §7: `(name eq '{term}')`. A quote inside the term is doubled, OData's escape, so a
 * name like "Rock 'n' roll" is still one string literal (docs/decisions/knowledge-base.md).
 */
export function catalogNameFilter(term: string): string {
  return `(name eq '${term.replace(/'/g, "''")}')`;
}

/**
 * Issue 22 §8: a document or URL-page search finds partial names whatever their case ('faq' finds
 * 'Product FAQ.pdf'). Spec 2 §7 does not show the documents' filter expression, so the OData v4
 * one is used: `contains(tolower(name),'{term in lower case}')`, quotes doubled
 * (docs/decisions/knowledge-base.md).
 */
export function contentNameFilter(term: string): string {
  return `contains(tolower(name),'${term.toLowerCase().replace(/'/g, "''")}')`;
}
