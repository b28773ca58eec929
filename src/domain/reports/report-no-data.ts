import type { ReportResult } from './consumption.entity';

/**
 * Spec 3 §3.11 request result "no data": a month the billing service has nothing for (reason
 * code 67 on the revenue consumption, §8) or a call skipped for want of its identifier (a WABA,
 * §5.1). The value is the §8 default; unlike a failure, it is not an error.
 */
export const REPORT_NO_DATA = 'NO_DATA';

export function isReportNoData<T>(result: ReportResult<T>): boolean {
  return result.status === REPORT_NO_DATA;
}
