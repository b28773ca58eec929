import { describe, expect, it } from 'vitest';
import {
  CHATBOT_CONSUMPTION,
  CONTRACT_RULES,
  MONTHLY_CONSUMPTION,
} from '../../../src/infrastructure/reports/revenue.schema';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';

const toContractRules = (answer: unknown) => readAnswer(CONTRACT_RULES, answer, 'contract rules');
const toMonthlyConsumption = (answer: unknown) =>
  readAnswer(MONTHLY_CONSUMPTION, answer, 'monthly consumption');
const toChatbotConsumption = (answer: unknown) =>
  readAnswer(CHATBOT_CONSUMPTION, answer, 'chatbot consumption');
import { malformedAnswerOf } from '../support/malformed-answer';

describe('issue 36 §3: revenue answer schemas (spec 3 §7.5)', () => {
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
