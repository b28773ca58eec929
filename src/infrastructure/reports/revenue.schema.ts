import * as v from 'valibot';
import { collection, count, fields, text } from '../shared/answer-schema';

/**
 * Billing answers of spec 3 §7.5 → §3.9 raw entities (`domain/reports/revenue.entity.ts`), each
 * shape declared once below, the schema being the mapping (issue 36 §3): missing numbers are 0,
 * missing texts '', ids sent as numbers are kept as text; list items that are not objects are
 * dropped and a resource that is not an object (or has no items) is a `MalformedAnswer` naming
 * the field.
 */

const FLAG = v.fallback(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === true || value === 'true'),
  ),
  false,
);

export const CONTRACT_RULES = fields({
  idContract: text,
  metricBaseMIU: text,
  mainRuleName: text,
  contractType: text,
  validityContractRuleStart: text,
});

export const FINANCIAL_RULES = collection(
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

export const MONTHLY_CONSUMPTION = fields({
  idContract: text,
  MAUs: count(),
  MEUs: count(),
  MSGs: count(),
  activeReport: FLAG,
});

export const CHATBOT_CONSUMPTION = collection(
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
