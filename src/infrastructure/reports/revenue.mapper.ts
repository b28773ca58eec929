import type {
  FinancialRule,
  RawChatbotConsumption,
  RawContractRules,
  RawMonthlyConsumption,
} from '../../domain/reports/revenue.entity';
import { fieldsOf, finiteNumber, isFields, itemsOf, type Fields } from '../shared/command-resource';
import { textOf } from './conversation.mapper';

/**
 * Billing answers of spec 3 §7.5 → §3.9 raw entities, field by field: missing numbers are 0,
 * missing texts '', ids sent as numbers are kept as text; list items that are not objects are
 * dropped and a resource that is not an object (or has no items) is malformed.
 */

function flag(value: unknown): boolean {
  return value === true || value === 'true';
}

export function toContractRules(resource: unknown): RawContractRules {
  const raw = fieldsOf(resource, 'contract rules');
  return {
    idContract: textOf(raw['idContract']),
    metricBaseMIU: textOf(raw['metricBaseMIU']),
    mainRuleName: textOf(raw['mainRuleName']),
    contractType: textOf(raw['contractType']),
    validityContractRuleStart: textOf(raw['validityContractRuleStart']),
  };
}

function toFinancialRule(raw: Fields): FinancialRule {
  return {
    idContract: textOf(raw['idContract']),
    stepRule: finiteNumber(raw['stepRule']),
    fixPrice: finiteNumber(raw['fixPrice']),
    coreMetric: textOf(raw['coreMetric']),
    rangeStartMetric: finiteNumber(raw['rangeStartMetric']),
    rangeEndMetric: finiteNumber(raw['rangeEndMetric']),
    pricePerUser: finiteNumber(raw['pricePerUser']),
    validityStart: textOf(raw['validityStart']),
    validityEnd: textOf(raw['validityEnd']),
  };
}

export function toFinancialRules(resource: unknown): FinancialRule[] {
  return itemsOf(resource, 'financial rules').filter(isFields).map(toFinancialRule);
}

export function toMonthlyConsumption(resource: unknown): RawMonthlyConsumption {
  const raw = fieldsOf(resource, 'monthly consumption');
  return {
    idContract: textOf(raw['idContract']),
    MAUs: finiteNumber(raw['MAUs']),
    MEUs: finiteNumber(raw['MEUs']),
    MSGs: finiteNumber(raw['MSGs']),
    activeReport: flag(raw['activeReport']),
  };
}

export function toChatbotConsumption(resource: unknown): RawChatbotConsumption[] {
  return itemsOf(resource, 'chatbot consumption')
    .filter(isFields)
    .map((raw) => ({
      month: textOf(raw['month']),
      idContract: textOf(raw['idContract']),
      botIdentity: textOf(raw['botIdentity']),
      MAUs: finiteNumber(raw['MAUs']),
      MEUs: finiteNumber(raw['MEUs']),
      MSGs: finiteNumber(raw['MSGs']),
      MIUs: finiteNumber(raw['MIUs']),
      activeReport: flag(raw['activeReport']),
    }));
}
