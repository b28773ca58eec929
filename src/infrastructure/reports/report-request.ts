import type { ReferenceDateFlag } from '../../application/reports/reference-date-flag.port';
import type { CommandChannel } from '../../application/shared/command-channel.port';
import type { Logger } from '../../application/shared/logger.port';
import { REPORT_SUCCESS, type ReportResult } from '../../domain/reports/consumption.entity';
import { isCommandFailure } from '../../domain/shared/command-failure';

/** spec 3 §5.1 / §9: summary tables ask 5 rows, detail pages every row. */
export const SUMMARY_ROWS = 5;
export const ALL_ROWS = -1;

/**
 * '/tenants/{tenantId}{path}?month=YYYY-MM[&metricIdList=a;b]&useSubscriptionReferenceDate=x[&$take=n]'
 * (spec 3 §7: every billing report uri carries month and the flag). The ';' between metric
 * ids stays literal (§7.3); each id is encoded on its own.
 */
export function reportUri(
  tenantId: string,
  path: string,
  query: {
    readonly month: string;
    readonly useSubscriptionReferenceDate: boolean;
    readonly metricIds?: readonly string[];
    readonly take?: number;
  },
): string {
  const parts = [`month=${encodeURIComponent(query.month)}`];
  if (query.metricIds !== undefined) {
    parts.push(`metricIdList=${query.metricIds.map((id) => encodeURIComponent(id)).join(';')}`);
  }
  parts.push(`useSubscriptionReferenceDate=${String(query.useSubscriptionReferenceDate)}`);
  if (query.take !== undefined) parts.push(`$take=${query.take}`);
  return `/tenants/${encodeURIComponent(tenantId)}${path}?${parts.join('&')}`;
}

export interface ReportQuery {
  readonly metricIds?: readonly string[];
  /** Undefined: no $take in the uri. */
  readonly take?: number | undefined;
}

/** GET on the billing service with the cached reference-date flag (spec 3 §7). */
export async function sendReportGet(
  channel: CommandChannel,
  billing: string,
  flag: ReferenceDateFlag,
  request: ReportQuery & { readonly tenantId: string; readonly month: string; readonly path: string },
): Promise<unknown> {
  const useSubscriptionReferenceDate = await flag.useSubscriptionReferenceDate();
  const uri = reportUri(request.tenantId, request.path, {
    month: request.month,
    useSubscriptionReferenceDate,
    ...(request.metricIds === undefined ? {} : { metricIds: request.metricIds }),
    ...(request.take === undefined ? {} : { take: request.take }),
  });
  return channel.send<unknown>({ to: billing, method: 'get', uri });
}

/** §5.1: conversation and DAU calls append $take only when the count is greater than 0. */
export function takeIfPositive(take: number): number | undefined {
  return take > 0 ? take : undefined;
}

/**
 * §8 / §3.11: a failed call (or an answer that cannot be read) becomes the default value with
 * the failure's status and reason code; it is logged, never thrown.
 */
export async function reportResult<T>(
  what: string,
  logger: Logger,
  load: () => Promise<T>,
  fallback: () => T,
): Promise<ReportResult<T>> {
  try {
    return { status: REPORT_SUCCESS, value: await load() };
  } catch (error) {
    logger.error(`Usage report '${what}' could not be loaded`, error);
    if (!isCommandFailure(error)) return { status: 'failure', value: fallback() };
    return error.code === undefined
      ? { status: error.status, value: fallback() }
      : { status: error.status, code: error.code, value: fallback() };
  }
}
