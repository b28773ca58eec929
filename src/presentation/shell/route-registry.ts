import type { PageRoute } from './page-route';
import { ROUTE_TABLE, type PageLoad, type RouteRow } from './routes/route-table';

export type { PageRoute } from './page-route';

/** A report page with its month in the URL (issue 14), the wrapper loaded with the page. */
function withMonthInUrl(load: PageLoad): PageLoad {
  return () =>
    Promise.all([load(), import('../reports/shared/ReportMonthInUrl.view')]).then(([page, month]) => ({
      default: month.withMonthInUrl(page.default),
    }));
}

/** A newer report's page with the usage side menu beside it, loaded with the page. */
function inUsageArea(load: PageLoad): PageLoad {
  return () =>
    Promise.all([load(), import('../reports/menu/UsageArea.view')]).then(([page, area]) => ({
      default: area.withUsageMenu(page.default),
    }));
}

function loadOf(row: RouteRow, page: PageLoad): PageLoad {
  if (row.group === 'usage') return inUsageArea(withMonthInUrl(page));
  if (row.group === 'report') return withMonthInUrl(page);
  return page;
}

function featureOf(row: RouteRow): Pick<PageRoute, 'feature'> {
  return row.feature === undefined ? {} : { feature: row.feature };
}

/**
 * The pages of a route table, wrapped by their group. A known route without a page is gated and
 * then sent home (spec 1 §2: unknown paths → '/').
 */
export function pageRoutesOf(table: readonly RouteRow[]): PageRoute[] {
  return table.flatMap((row) =>
    row.page === undefined
      ? []
      : [{ routeId: row.id, path: row.path, load: loadOf(row, row.page), ...featureOf(row) }],
  );
}

/** The module's pages (issue 36 §1: the route manifest and its pages). */
export const PAGE_ROUTES: readonly PageRoute[] = pageRoutesOf(ROUTE_TABLE);
