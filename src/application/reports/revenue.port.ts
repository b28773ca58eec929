import type { ReportResult } from '../../domain/reports/consumption.entity';
import type {
  FinancialRule,
  RawChatbotConsumption,
  RawContractRules,
  RawMonthlyConsumption,
} from '../../domain/reports/revenue.entity';

/**
 * Contract revenue on the billing service (spec 3 §7.5, §2.9). `month` is 'YYYY-MM'.
 *
 * No method ever rejects (§8): a failure resolves with the default as `value` and the
 * failure's status and reason code (§3.11).
 */
export const RevenueGateway = Symbol.for('RevenueGateway');
export interface RevenueGateway {
  contractRules(tenantId: string): Promise<ReportResult<RawContractRules>>;
  financialRules(tenantId: string, month: string): Promise<ReportResult<FinancialRule[]>>;
  /**
   * §8: reason code 67 is "no data for the month" — status NO_DATA (code 67) with the empty
   * consumption — distinct from any other failure.
   */
  monthlyConsumption(tenantId: string, month: string): Promise<ReportResult<RawMonthlyConsumption>>;
  /** Top chatbots of the month: 3 on the contract page, 10000 on its chatbots page (§9). */
  applicationConsumption(
    tenantId: string,
    month: string,
    take: number,
  ): Promise<ReportResult<RawChatbotConsumption[]>>;
}
