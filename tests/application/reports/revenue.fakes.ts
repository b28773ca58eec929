import type { RevenueGateway } from '../../../src/application/reports/revenue.port';
import type { ReportResult } from '../../../src/domain/reports/consumption.entity';
import { REPORT_NO_DATA } from '../../../src/domain/reports/report-no-data';
import {
  OPEN_ENDED_RANGE_END,
  emptyContractRules,
  emptyMonthlyConsumption,
  type FinancialRule,
  type RawChatbotConsumption,
  type RawContractRules,
  type RawMonthlyConsumption,
} from '../../../src/domain/reports/revenue.entity';
import { HeldAnswers, ok } from './held-answers.fakes';

export { ok };

/** Spec 3 §8: the month answered reason code 67, "no data". */
export const noData = (): ReportResult<RawMonthlyConsumption> => ({
  status: REPORT_NO_DATA,
  code: 67,
  value: emptyMonthlyConsumption(),
});

export const failure = <T>(value: T): ReportResult<T> => ({ status: 'failure', code: 1, value });

export function contractRules(overrides: Partial<RawContractRules> = {}): RawContractRules {
  return {
    ...emptyContractRules(),
    idContract: '4242',
    metricBaseMIU: 'mau',
    mainRuleName: 'MIU + MSG',
    contractType: 'MIU_MSG',
    validityContractRuleStart: '2023-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function rule(stepRule: number, coreMetric: string, fields: Partial<FinancialRule>): FinancialRule {
  return {
    idContract: '4242',
    stepRule,
    coreMetric,
    rangeStartMetric: 0,
    rangeEndMetric: 1000,
    fixPrice: 0,
    pricePerUser: 0,
    validityStart: '2023-01-01T00:00:00.000Z',
    validityEnd: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** Every text form of spec 3 §9, out of step order: fixed only, per user only, both, open-ended. */
export const FINANCIAL_RULES: readonly FinancialRule[] = [
  rule(3, 'mau', {
    rangeStartMetric: 5001,
    rangeEndMetric: OPEN_ENDED_RANGE_END,
    fixPrice: 500,
    pricePerUser: 0.25,
  }),
  rule(1, 'mau', { rangeStartMetric: 0, rangeEndMetric: 1000, fixPrice: 1500 }),
  rule(2, 'mau', { rangeStartMetric: 1001, rangeEndMetric: 5000, pricePerUser: 0.35 }),
  rule(4, 'msg', { rangeStartMetric: 0, rangeEndMetric: 100000, pricePerUser: 0.005 }),
];

export function chatbot(
  botIdentity: string,
  MAUs: number,
  MEUs: number,
  MSGs: number,
): RawChatbotConsumption {
  return {
    month: '2024-05',
    idContract: '4242',
    botIdentity,
    MAUs,
    MEUs,
    MSGs,
    MIUs: MAUs,
    activeReport: true,
  };
}

export interface RevenueCall {
  readonly method: string;
  readonly month?: string;
  readonly take?: number;
}

/** A literal RevenueGateway: answers what each field holds and records every call. */
export class FakeRevenueGateway extends HeldAnswers<RevenueCall> implements RevenueGateway {
  rulesResult: ReportResult<RawContractRules> = ok(contractRules());
  financialResult: ReportResult<FinancialRule[]> = ok([...FINANCIAL_RULES]);
  consumptionResult: (month: string) => ReportResult<RawMonthlyConsumption> = () =>
    ok({ idContract: '4242', MAUs: 3456, MEUs: 1234, MSGs: 45678, activeReport: true });
  chatbotRows: RawChatbotConsumption[] = [
    chatbot('sales@msging.net', 2000, 900, 30000),
    chatbot('support@msging.net', 1000, 300, 10000),
    chatbot('faq@msging.net', 456, 34, 5678),
  ];
  contractRules() {
    return this.answer({ method: 'contractRules' }, () => this.rulesResult);
  }
  financialRules(_tenantId: string, month: string) {
    return this.answer({ method: 'financialRules', month }, () => this.financialResult);
  }
  monthlyConsumption(_tenantId: string, month: string) {
    return this.answer({ method: 'monthlyConsumption', month }, () => this.consumptionResult(month));
  }
  /** The chatbots call answers a backend failure while this is set. */
  chatbotsFail = false;
  applicationConsumption(_tenantId: string, month: string, take: number) {
    return this.answer({ method: 'applicationConsumption', month, take }, () =>
      this.chatbotsFail ? failure([]) : ok(this.chatbotRows.slice(0, take)),
    );
  }
}
