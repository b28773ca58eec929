import { readYearMonth, yearMonthText, type YearMonth } from '../calendar';
import { derivePrng, type Prng } from '../prng';
import { simulatorReportDates } from './report-dates';

/** Spec 3 §9: the open-ended range's rangeEndMetric (the maximum integer). */
export const OPEN_RANGE_END = 2147483647;

export interface FakeFinancialRule {
  readonly stepRule: number;
  readonly coreMetric: string;
  readonly rangeStartMetric: number;
  readonly rangeEndMetric: number;
  readonly fixPrice: number;
  readonly pricePerUser: number;
}

/** The contract's revenue rules (spec 3 §3.9): MIU on MAUs plus exchanged messages. */
export interface FakeContract {
  readonly idContract: number;
  readonly metricBaseMIU: string;
  readonly mainRuleName: string;
  readonly contractType: string;
  /** ISO: the first day of REVENUE_START_DATE. */
  readonly validityContractRuleStart: string;
  /** ISO: two years after the start. */
  readonly validityEnd: string;
  readonly rules: readonly FakeFinancialRule[];
}

/**
 * Every text form of spec 3 §9: only a fixed price (step 1, the plan base), only a price per
 * user, both prices, and open-ended ranges (rangeEndMetric = 2147483647).
 */
const RULES: readonly FakeFinancialRule[] = [
  {
    stepRule: 1,
    coreMetric: 'mau',
    rangeStartMetric: 0,
    rangeEndMetric: 1000,
    fixPrice: 1500,
    pricePerUser: 0,
  },
  {
    stepRule: 2,
    coreMetric: 'mau',
    rangeStartMetric: 1001,
    rangeEndMetric: 5000,
    fixPrice: 0,
    pricePerUser: 0.35,
  },
  {
    stepRule: 3,
    coreMetric: 'mau',
    rangeStartMetric: 5001,
    rangeEndMetric: OPEN_RANGE_END,
    fixPrice: 500,
    pricePerUser: 0.25,
  },
  {
    stepRule: 4,
    coreMetric: 'msg',
    rangeStartMetric: 0,
    rangeEndMetric: 100000,
    fixPrice: 0,
    pricePerUser: 0.01,
  },
  {
    stepRule: 5,
    coreMetric: 'msg',
    rangeStartMetric: 100001,
    rangeEndMetric: OPEN_RANGE_END,
    fixPrice: 250,
    pricePerUser: 0.005,
  },
];

export function seedContract(random: Prng, referenceDate: Date): FakeContract {
  const start = readYearMonth(simulatorReportDates(referenceDate).REVENUE_START_DATE) as YearMonth;
  return {
    idContract: random.int(10000, 99999),
    metricBaseMIU: 'mau',
    mainRuleName: 'MIU + MSG',
    contractType: 'MIU_MSG',
    validityContractRuleStart: new Date(Date.UTC(start.year, start.month - 1, 1)).toISOString(),
    validityEnd: new Date(Date.UTC(start.year + 2, start.month - 1, 1) - 1000).toISOString(),
    rules: RULES,
  };
}

/** The 'meu-contract' scenario's contract: the same rules on MEUs (metricBaseMIU 'meu'). */
export function meuContract(contract: FakeContract): FakeContract {
  return {
    ...contract,
    metricBaseMIU: 'meu',
    rules: contract.rules.map((rule) => (rule.coreMetric === 'mau' ? { ...rule, coreMetric: 'meu' } : rule)),
  };
}

export interface FakeChatbotConsumption {
  readonly botIdentity: string;
  readonly MAUs: number;
  readonly MEUs: number;
  readonly MSGs: number;
}

/**
 * `count` chatbots of a month, most MAUs first: the contract's bots first, then generated
 * identities, so the list reaches the 10,000 rows of /revenue/chatbots (§9).
 */
export function chatbotConsumption(
  seed: number,
  month: YearMonth,
  botNames: readonly string[],
  domain: string,
  count: number,
): FakeChatbotConsumption[] {
  const random = derivePrng(seed, `revenue:${yearMonthText(month)}`);
  const rows = Array.from({ length: count }, (_, index) => {
    const name = botNames[index] ?? `bot${String(index + 1).padStart(5, '0')}`;
    const MAUs = Math.round(3000 * random.next() ** 2);
    return {
      botIdentity: `${name}@${domain}`,
      MAUs,
      MEUs: Math.round(MAUs * (0.3 + random.next() / 2)),
      MSGs: MAUs * random.int(4, 25),
    };
  });
  return rows.sort((a, b) => b.MAUs - a.MAUs);
}
