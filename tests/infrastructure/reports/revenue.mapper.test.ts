import { describe, expect, it } from 'vitest';
import {
  toChatbotConsumption,
  toContractRules,
  toMonthlyConsumption,
} from '../../../src/infrastructure/reports/revenue.mapper';
import { malformedAnswerOf } from '../support/malformed-answer';

describe('revenue answers (spec 3 §7.5)', () => {
  it('a bad answer is one typed error naming the field', () => {
    expect(malformedAnswerOf(() => toChatbotConsumption({ items: {} }))).toMatchObject({
      kind: 'malformed',
      what: 'chatbot consumption',
      field: 'items',
    });
    expect(malformedAnswerOf(() => toContractRules(42))).toMatchObject({ what: 'contract rules', field: '' });
  });

  it('ids sent as numbers are text, numeric texts are numbers, activeReport is true or "true"', () => {
    expect(toMonthlyConsumption({ idContract: 12, MAUs: '5', MEUs: null, activeReport: 'true' })).toEqual({
      idContract: '12',
      MAUs: 5,
      MEUs: 0,
      MSGs: 0,
      activeReport: true,
    });
  });
});
