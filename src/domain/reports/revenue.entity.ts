/**
 * Contract revenue data as the billing service sends it (spec 3 §3.9), with the failure
 * defaults of §8. The displayed forms (miu, planBase, reference values, range and calculation
 * texts) are derived from these by rules.
 */

/**
 * §9: rangeEndMetric of an open-ended range ("Starts from X"). The value is "not shown": we take
 * the maximum integer (2147483647, the §9 constant), how an unbounded int column is usually stored.
 */
export const OPEN_ENDED_RANGE_END = 2147483647;

/** §9: the plan base is the fixPrice of the rule with this stepRule. */
export const PLAN_BASE_STEP_RULE = 1;

/** §3.9 raw contract rules. metricBaseMIU is e.g. 'mau' or 'meu' (displayed upper-cased + 's'). */
export interface RawContractRules {
  readonly idContract: string;
  readonly metricBaseMIU: string;
  readonly mainRuleName: string;
  readonly contractType: string;
  readonly validityContractRuleStart: string;
}

/** §3.9 financial rule: one price step of the contract in a month. */
export interface FinancialRule {
  readonly idContract: string;
  readonly stepRule: number;
  readonly fixPrice: number;
  readonly coreMetric: string;
  readonly rangeStartMetric: number;
  readonly rangeEndMetric: number;
  readonly pricePerUser: number;
  readonly validityStart: string;
  readonly validityEnd: string;
}

/** §3.9 monthly consumption (raw). */
export interface RawMonthlyConsumption {
  readonly idContract: string;
  readonly MAUs: number;
  readonly MEUs: number;
  readonly MSGs: number;
  readonly activeReport: boolean;
}

/** §3.9 chatbot consumption (raw). */
export interface RawChatbotConsumption {
  readonly month: string;
  readonly idContract: string;
  readonly botIdentity: string;
  readonly MAUs: number;
  readonly MEUs: number;
  readonly MSGs: number;
  readonly MIUs: number;
  readonly activeReport: boolean;
}

/* ---- §8 defaults ---- */

export function emptyContractRules(): RawContractRules {
  return {
    idContract: '',
    metricBaseMIU: '',
    mainRuleName: '',
    contractType: '',
    validityContractRuleStart: '',
  };
}

export function emptyMonthlyConsumption(): RawMonthlyConsumption {
  return { idContract: '', MAUs: 0, MEUs: 0, MSGs: 0, activeReport: false };
}
