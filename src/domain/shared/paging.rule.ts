/**
 * Issue 36 §2: the one paging rule. Pages are 1-based; a list split into pages of `pageSize`
 * has at least one page, so 'page 1 of 1' holds for an empty list. The same offset is the
 * backend's `$skip` (spec 1 §7, spec 2 §7: (page − 1) × pageSize) and the first item of a page
 * sliced on screen, so a page asked of the backend and a page of a list held in memory agree.
 * A list whose total the backend does not give is read page after page while pages come back
 * full (`hasNextPage`), by infrastructure/shared/windowed-pages.ts.
 */

/**
 * Spec 1 §5 'Other' (agents) and §7/§8 (members, 'while a page is full'): another page is asked
 * while the accumulated count is an exact multiple of the page size. An empty page is a
 * multiple too, so it ends paging: otherwise a backend answering empty pages past the end would
 * be asked forever.
 */
export function hasNextPage(accumulated: number, lastPageCount: number, pageSize: number): boolean {
  if (!Number.isInteger(pageSize) || pageSize <= 0) return false;
  if (lastPageCount <= 0) return false;
  return accumulated % pageSize === 0;
}

/** Pages needed for `total` items; at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** A requested page (any number) kept inside 1…`count`; 1 for what is not a number. */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, count));
}

/** Items before `page`: the backend's `$skip`, and the index a page of a list starts at. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, Math.trunc(page) || 1) - 1) * pageSize;
}

/** Spec 1 §7, spec 2 §7: `$take` is the page size and `$skip` = (page − 1) × take. */
export function pageQuery(page: number, pageSize: number): { take: number; skip: number } {
  return { take: pageSize, skip: pageOffset(page, pageSize) };
}

export interface PageRange {
  /** The page shown, clamped into 1…pageCount. */
  readonly page: number;
  readonly pageCount: number;
  /** 'Showing {from}-{to} of {total} results': 1-based, both 0 when there is nothing. */
  readonly from: number;
  readonly to: number;
  readonly total: number;
}

/** The page of `total` items shown for `requestedPage`, and the items it holds. */
export function pageRange(total: number, requestedPage: number, pageSize: number): PageRange {
  const count = pageCount(total, pageSize);
  const page = clampPage(requestedPage, count);
  if (total <= 0) return { page, pageCount: count, from: 0, to: 0, total };
  const from = pageOffset(page, pageSize) + 1;
  return { page, pageCount: count, from, to: Math.min(total, page * pageSize), total };
}

/** The items of `page` (clamped) of a list held in memory. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): readonly T[] {
  const start = pageOffset(clampPage(page, pageCount(items.length, pageSize)), pageSize);
  return items.slice(start, start + pageSize);
}
