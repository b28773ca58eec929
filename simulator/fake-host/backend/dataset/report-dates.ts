/**
 * The simulator's report dates (spec 3 §2.2, §4.5), relative to the reference date so that the
 * month selector always reaches both pricing switches: REVENUE_START_DATE 12 months back (the
 * oldest month of the history), the per-phone pricing date 6 months back and the consolidated
 * date 3 months back. The dev and preview servers serve /appSettings.json with these values
 * (server/simulator-settings.plugin.ts); the fake billing service shapes its answers by them.
 *
 * No imports on purpose: the Vite config loads this file (through the server plugin), and the
 * config loader reads only self-contained modules without complaint.
 */
export interface SimulatorReportDates {
  readonly REVENUE_START_DATE: string;
  readonly WHATSAPP_BP_PRICING_CHANGES_START_DATE: string;
  readonly WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: string;
}

/** The fake billing history: the reference month and the 12 before it. */
export const REPORT_HISTORY_MONTHS = 13;
export const PER_PHONE_PRICING_MONTHS_AGO = 6;
export const CONSOLIDATED_PRICING_MONTHS_AGO = 3;

/** 'YYYY-MM' of the month `count` months before the reference date's month (UTC). */
function monthsBefore(referenceDate: Date, count: number): string {
  const date = new Date(Date.UTC(referenceDate.getUTCFullYear(), referenceDate.getUTCMonth() - count, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function simulatorReportDates(referenceDate: Date): SimulatorReportDates {
  return {
    REVENUE_START_DATE: monthsBefore(referenceDate, REPORT_HISTORY_MONTHS - 1),
    WHATSAPP_BP_PRICING_CHANGES_START_DATE: monthsBefore(referenceDate, PER_PHONE_PRICING_MONTHS_AGO),
    WHATSAPP_BP_PRICING_CHANGES_CONSOLIDATED_START_DATE: monthsBefore(
      referenceDate,
      CONSOLIDATED_PRICING_MONTHS_AGO,
    ),
  };
}
