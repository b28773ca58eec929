import { isCommandFailure } from '../../domain/shared/command-failure';
import { hasNextPage } from '../../domain/shared/paging.rule';

/**
 * Issue 34 §3: a paged list whose total is not known (spec 1 §8's rule: paging goes on while
 * pages come back full), asked a bounded window of pages ahead instead of one after the other.
 * The first page is asked alone, so a small contract costs one request as before; once it comes
 * back full, up to `width` pages are in flight. Answers are taken in page order whatever order
 * they arrive in, and nothing past the last page is taken: the outcome is the sequential loop's,
 * with at most `width - 1` requests asked past the end.
 */
/**
 * Pages in flight at once once the first came back full, for the portal's member and agent lists:
 * measured on the simulator at a real portal's latency (docs/decisions/contract-and-members.md
 * 'Paging a window ahead': 10,000 members listed in 32.9 s one by one, 9.9 s at 4, 5.9 s at 8, 5.4 s at 12).
 */
export const PAGES_AHEAD = 8;

export interface WindowedPagesOptions<A> {
  /** Pages in flight at once, at most. */
  readonly width: number;
  /** Asks one page (1-based). */
  readonly fetch: (page: number) => Promise<A>;
  /** Takes one answer, in page order; returns true when no page follows it. */
  readonly take: (answer: A, page: number) => boolean;
  /** A failure that ends paging with what was taken (a page past the end); any other rejects. */
  readonly endsPaging?: ((error: unknown) => boolean) | undefined;
  /** Stops asking; what was taken stays taken. */
  readonly signal?: AbortSignal | undefined;
}

type Settled<A> = { readonly ok: true; readonly answer: A } | { readonly ok: false; readonly error: unknown };

export async function readWindowedPages<A>(options: WindowedPagesOptions<A>): Promise<void> {
  const width = Math.max(1, Math.trunc(options.width) || 1);
  const asked = new Map<number, Promise<Settled<A>>>();
  let highest = 0;
  const ask = (upTo: number) => {
    for (; highest < upTo;) {
      highest += 1;
      // Settled into a value at once: a page asked past the end never rejects unhandled.
      asked.set(
        highest,
        options.fetch(highest).then(
          (answer) => ({ ok: true, answer }),
          (error: unknown) => ({ ok: false, error }),
        ),
      );
    }
  };
  for (let page = 1; !aborted(options.signal); page += 1) {
    ask(page === 1 ? 1 : page + width - 1);
    const settled = await (asked.get(page) as Promise<Settled<A>>);
    asked.delete(page);
    if (aborted(options.signal)) return;
    if (!settled.ok) {
      if (options.endsPaging?.(settled.error) === true) return;
      throw settled.error;
    }
    if (options.take(settled.answer, page)) return;
  }
}

/** Read anew each time: an await may have aborted it. */
function aborted(signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true;
}

export interface FullPagesOptions<A, T> {
  /** The page size asked for: a page that comes back with fewer items is the last. */
  readonly pageSize: number;
  /** Asks one page (1-based; its `$skip` is `pageOffset(page, pageSize)`). */
  readonly fetch: (page: number) => Promise<A>;
  /** How many items the page came with (for paging), and the ones it holds. */
  readonly read: (answer: A) => { readonly size: number; readonly items: readonly T[] };
  /** Hears each page that brought items, in page order. */
  readonly onPage?: ((items: readonly T[]) => void) | undefined;
  readonly signal?: AbortSignal | undefined;
}

/**
 * Issue 36 §2: the one reader of a backend list whose total is unknown (members, agents): every
 * page, `PAGES_AHEAD` at once, while pages come back full (`hasNextPage`, spec 1 §5/§8); the
 * not-found code 67 ends paging with what was gathered (no list, or a page past the end); any
 * other failure rejects.
 */
export async function readFullPages<A, T>(options: FullPagesOptions<A, T>): Promise<T[]> {
  const items: T[] = [];
  let accumulated = 0;
  await readWindowedPages<A>({
    width: PAGES_AHEAD,
    fetch: options.fetch,
    take: (answer) => {
      const page = options.read(answer);
      accumulated += page.size;
      items.push(...page.items);
      if (page.items.length > 0) options.onPage?.(page.items);
      return !hasNextPage(accumulated, page.size, options.pageSize);
    },
    endsPaging: (error) => isCommandFailure(error) && error.isNotFound,
    signal: options.signal,
  });
  return items;
}
