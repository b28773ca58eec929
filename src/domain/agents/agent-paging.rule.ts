/**
 * Agent paging (spec 1 §5 'Other'): another page is asked while the accumulated count is an
 * exact multiple of the page size. An empty page is a multiple too, so it ends paging:
 * otherwise a backend answering empty pages past the end would be asked forever.
 */
export function hasNextAgentPage(accumulated: number, lastPageCount: number, pageSize: number): boolean {
  if (!Number.isInteger(pageSize) || pageSize <= 0) return false;
  if (lastPageCount <= 0) return false;
  return accumulated % pageSize === 0;
}

/** `$skip` of a 1-based page (spec 1 §7: (page-1)*pageSize). */
export function agentPageSkip(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}
