export type PageSlot = number | 'gap';

/**
 * The page buttons to show: always the first and last, the current one and its neighbours,
 * and a gap where pages are skipped; every page when there are few.
 */
export function pageWindow(current: number, pageCount: number, neighbours = 1): readonly PageSlot[] {
  if (pageCount <= 0) return [];
  const maxPlain = 5 + 2 * neighbours;
  if (pageCount <= maxPlain) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), pageCount);
  const start = Math.max(2, page - neighbours);
  const end = Math.min(pageCount - 1, page + neighbours);
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push(start === 3 ? 2 : 'gap');
  for (let index = start; index <= end; index += 1) slots.push(index);
  if (end < pageCount - 1) slots.push(end === pageCount - 2 ? pageCount - 1 : 'gap');
  slots.push(pageCount);
  return slots;
}
