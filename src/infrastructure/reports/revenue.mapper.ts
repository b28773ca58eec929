import * as v from 'valibot';
import type {
  FinancialRule,
  RawChatbotConsumption,
  RawContractRules,
  RawMonthlyConsumption,
} from '../../domain/reports/revenue.entity';
import { collection, count, fields, readAnswer, text } from '../shared/answer-schema';

/**
 * Billing answers of spec 3 §7.5 → §3.9 raw entities, each shape declared once below: missing
 * numbers are 0, missing texts '', ids sent as numbers are kept as text; list items that are not
 * objects are dropped and a resource that is not an object (or has no items) is a
 * `MalformedAnswer` naming the field.
 */

const FLAG = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === true || value === 'true'),
  ),
  false,
);

const CONTRACT_RULES = fields({
  idContract: text,
  metricBaseMIU: text,
  mainRuleName: text,
  contractType: text,
  validityContractRuleStart: text,
});

export function toContractRules(resource: unknown): RawContractRules {
  return readAnswer(CONTRACT_RULES, resource, 'contract rules');
}

const FINANCIAL_RULES = collection(
  fields({
    idContract: text,
    stepRule: count(),
    fixPrice: count(),
    coreMetric: text,
    rangeStartMetric: count(),
    rangeEndMetric: count(),
    pricePerUser: count(),
    validityStart: text,
    validityEnd: text,
  }),
);

export function toFinancialRules(resource: unknown): FinancialRule[] {
  return readAnswer(FINANCIAL_RULES, resource, 'financial rules');
}

const MONTHLY_CONSUMPTION = fields({
  idContract: text,
  MAUs: count(),
  MEUs: count(),
  MSGs: count(),
  activeReport: FLAG,
});

export function toMonthlyConsumption(resource: unknown): RawMonthlyConsumption {
  return readAnswer(MONTHLY_CONSUMPTION, resource, 'monthly consumption');
}

const CHATBOT_CONSUMPTION = collection(
  fields({
    month: text,
    idContract: text,
    botIdentity: text,
    MAUs: count(),
    MEUs: count(),
    MSGs: count(),
    MIUs: count(),
    activeReport: FLAG,
  }),
);

export function toChatbotConsumption(resource: unknown): RawChatbotConsumption[] {
  return readAnswer(CHATBOT_CONSUMPTION, resource, 'chatbot consumption');
}
