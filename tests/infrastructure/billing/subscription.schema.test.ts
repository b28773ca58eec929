import { describe, expect, it } from 'vitest';
import { PLAN_NAME, SUBSCRIPTION_ITEMS } from '../../../src/infrastructure/billing/subscription.schema';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

const toPlanName = (answer: unknown) => readAnswer(PLAN_NAME, answer, 'subscription plan');
const toSubscriptionItems = (answer: unknown) =>
  readAnswer(SUBSCRIPTION_ITEMS, answer, 'subscription metrics');

describe('issue 36 §3: subscription answer schemas (spec 1 §7 Billing service, spec 3 §7.5)', () => {
  it('spec 1 §7: the plan is its name as sent; a plan without one is a MalformedAnswer naming the field', () => {
    expect(toPlanName({ name: 'advanced', price: 10 })).toBe('advanced');
    expect(malformedAnswerOf(() => toPlanName({ name: ' ' }))).toMatchObject({
      kind: 'malformed',
      what: 'subscription plan',
      field: 'name',
    });
    expect(malformedAnswerOf(() => toPlanName('advanced'))).toMatchObject({ field: '' });
  });

  it('spec 3 §3.4: unreadable numbers are 0, numeric texts are read, extra items only when sent as true', () => {
    expect(
      toSubscriptionItems({
        items: [
          { metricId: 'Agent', quantity: '-1', additionalItemValue: 'n/a', allowAdditionalItem: 'true' },
          { metricId: 'Session', quantity: 1000, additionalItemValue: ' 0.5 ', allowAdditionalItem: true },
          { metricId: ' ', quantity: 3 },
          { quantity: 3 },
          'junk',
        ],
      }),
    ).toEqual([
      { metricId: 'Agent', quantity: -1, additionalItemValue: 0, allowAdditionalItem: false },
      { metricId: 'Session', quantity: 1000, additionalItemValue: 0.5, allowAdditionalItem: true },
    ]);
  });

  it('spec 3 §7.5: metrics without a list of items are a MalformedAnswer naming the field', () => {
    expect(malformedAnswerOf(() => toSubscriptionItems({ metrics: [] }))).toMatchObject({
      what: 'subscription metrics',
      field: 'items',
    });
  });
});
