import { inject, injectable } from 'inversify';
import { isReportSuccess, type ReportResult } from '../../domain/reports/consumption.entity';
import { isReportNoData } from '../../domain/reports/report-no-data';
import {
  displayedConsumption,
  miuLabel,
  planBase,
  revenueCalculation,
  revenueCards,
  revenueRange,
  type RevenueCalculation,
  type RevenueCards,
  type RevenueRange,
} from '../../domain/reports/revenue.rule';
import type {
  FinancialRule,
  RawChatbotConsumption,
  RawContractRules,
  RawMonthlyConsumption,
} from '../../domain/reports/revenue.entity';
import { RevenueGateway } from './revenue.port';

/** Spec 3 §9: the contract page lists the top 3 chatbots, its chatbots page up to 10000. */
export const REVENUE_TOP_CHATBOTS = 3;
export const REVENUE_ALL_CHATBOTS = 10000;

/** §3.9 a financial rule as a reference value: its range and calculation, ready for texts. */
export interface RevenueReferenceValue {
  readonly id: string;
  /** The rule's metric (coreMetric), upper-cased: 'MAU', 'MSG'. */
  readonly type: string;
  readonly stepRule: number;
  readonly fixPrice: number;
  readonly pricePerUnit: number;
  readonly range: RevenueRange;
  readonly calculation: RevenueCalculation;
}

/** §3.9 contract rules as displayed. */
export interface RevenueContract {
  readonly succeeded: boolean;
  readonly contractId: string;
  /** 'MAUs' / 'MEUs' ('' when the rules did not load). */
  readonly miu: string;
  readonly mainRuleName: string;
  readonly planBase: number;
  readonly contractInitialDate: string;
  readonly referenceValues: readonly RevenueReferenceValue[];
  /** §9: which metric cards show. */
  readonly cards: RevenueCards;
}

/**
 * §8: 'data' on success; 'noData' when the month answered reason code 67 (not an error);
 * 'error' for any other failure; 'notAsked' when the month shows the "data from the 2nd" message.
 */
export type RevenueFiguresState = 'data' | 'noData' | 'error' | 'notAsked';

/** §3.9 monthly consumption as displayed: the MIU-type metric (MAUs or MEUs) and the MSGs. */
export interface RevenueFigures {
  readonly state: RevenueFiguresState;
  readonly consumption: number;
  readonly messages: number;
}

/** §3.9 chatbot consumption as displayed: name = botIdentity, consumption, messages. */
export interface RevenueChatbotRow {
  readonly id: string;
  readonly name: string;
  readonly consumption: number;
  readonly messages: number;
}

export interface RevenueOverview {
  readonly contract: RevenueContract;
  readonly figures: RevenueFigures;
  readonly chatbots: readonly RevenueChatbotRow[];
}

export interface RevenueChatbots {
  readonly contract: RevenueContract;
  readonly rows: readonly RevenueChatbotRow[];
  /** The chatbots call succeeded, or was not asked (§4.7) (issue 14: an export tells a failure). */
  readonly loaded: boolean;
}

function toReferenceValue(rule: FinancialRule, index: number): RevenueReferenceValue {
  return {
    id: `${index}:${rule.stepRule}`,
    type: rule.coreMetric.trim().toUpperCase(),
    stepRule: rule.stepRule,
    fixPrice: rule.fixPrice,
    pricePerUnit: rule.pricePerUser,
    range: revenueRange(rule),
    calculation: revenueCalculation(rule),
  };
}

function toContract(
  rules: ReportResult<RawContractRules>,
  financial: readonly FinancialRule[],
): RevenueContract {
  const raw = rules.value;
  const miu = miuLabel(raw.metricBaseMIU);
  const steps = [...financial].sort((a, b) => a.stepRule - b.stepRule);
  return {
    succeeded: isReportSuccess(rules),
    contractId: raw.idContract,
    miu,
    mainRuleName: raw.mainRuleName,
    planBase: planBase(financial),
    contractInitialDate: raw.validityContractRuleStart,
    referenceValues: steps.map(toReferenceValue),
    cards: revenueCards(raw.mainRuleName, miu),
  };
}

function toFigures(result: ReportResult<RawMonthlyConsumption>, miu: string): RevenueFigures {
  const state: RevenueFiguresState = isReportSuccess(result)
    ? 'data'
    : isReportNoData(result)
      ? 'noData'
      : 'error';
  const value = result.value;
  return { state, consumption: displayedConsumption(miu, value), messages: value.MSGs };
}

function toChatbotRows(rows: readonly RawChatbotConsumption[], miu: string): RevenueChatbotRow[] {
  return rows.map((row, index) => ({
    id: `${index}:${row.botIdentity}`,
    name: row.botIdentity,
    consumption: displayedConsumption(miu, row),
    messages: row.MSGs,
  }));
}

const NOT_ASKED: RevenueFigures = { state: 'notAsked', consumption: 0, messages: 0 };

/**
 * The contract revenue pages' data (spec 3 §2.9, §3.9, §7.5, §8, §9). The calls of a page go
 * out together: the displayed consumption needs the contract's miu, which arrives with them.
 * `withFigures` false (the month shows the "data from the 2nd" message, §4.7) leaves out the
 * consumption and the chatbots. Never rejects: the port does not.
 */
@injectable()
export class LoadRevenueUseCase {
  constructor(@inject(RevenueGateway) private readonly gateway: RevenueGateway) {}

  async overview(tenantId: string, month: string, withFigures: boolean): Promise<RevenueOverview> {
    const [rules, financial, consumption, chatbots] = await Promise.all([
      this.gateway.contractRules(tenantId),
      this.gateway.financialRules(tenantId, month),
      withFigures ? this.gateway.monthlyConsumption(tenantId, month) : undefined,
      withFigures ? this.gateway.applicationConsumption(tenantId, month, REVENUE_TOP_CHATBOTS) : undefined,
    ]);
    const contract = toContract(rules, financial.value);
    return {
      contract,
      figures: consumption === undefined ? NOT_ASKED : toFigures(consumption, contract.miu),
      chatbots: toChatbotRows(chatbots?.value ?? [], contract.miu),
    };
  }

  async chatbots(tenantId: string, month: string, withFigures: boolean): Promise<RevenueChatbots> {
    const [rules, chatbots] = await Promise.all([
      this.gateway.contractRules(tenantId),
      withFigures ? this.gateway.applicationConsumption(tenantId, month, REVENUE_ALL_CHATBOTS) : undefined,
    ]);
    const contract = toContract(rules, []);
    const loaded = chatbots === undefined || isReportSuccess(chatbots);
    return { contract, loaded, rows: loaded ? toChatbotRows(chatbots?.value ?? [], contract.miu) : [] };
  }
}
