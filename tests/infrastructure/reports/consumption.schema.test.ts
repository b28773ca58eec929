import { describe, expect, it } from 'vitest';
import {
  DAU_CONSUMPTION,
  DEU_CONSUMPTION,
  metricConsumption,
  OLDER_AGENT_TOTAL,
} from '../../../src/infrastructure/reports/consumption.schema';
import { readAnswer } from '../../../src/infrastructure/shared/answer-schema';
import { malformedAnswerOf } from '../support/malformed-answer';

const toMetricConsumption = (answer: unknown, fallbackMetricId: string, what: string) =>
  readAnswer(metricConsumption(fallbackMetricId), answer, what);
const toDauConsumption = (answer: unknown, what: string) => readAnswer(DAU_CONSUMPTION, answer, what);
const toDeuConsumption = (answer: unknown, what: string) => readAnswer(DEU_CONSUMPTION, answer, what);
const toOlderAgentTotal = (answer: unknown, what: string) => readAnswer(OLDER_AGENT_TOTAL, answer, what);

describe('issue 36 §3: consumption answer schemas (spec 3 §3.3–§3.5)', () => {
  it('a summary that is not an object is one typed error naming the answer', () => {
    expect(malformedAnswerOf(() => toMetricConsumption(null, 'Agent', 'agents summary'))).toMatchObject({
      kind: 'malformed',
      what: 'agents summary',
      field: '',
    });
    expect(malformedAnswerOf(() => toOlderAgentTotal(['x'], 'agents total'))).toMatchObject({ field: '' });
  });

  it('a DEU summary without items names the field', () => {
    const failure = malformedAnswerOf(() => toDeuConsumption({ items: 'none' }, 'DEU summary'));
    expect(failure).toMatchObject({ what: 'DEU summary', field: 'items' });
    expect(failure.message).toContain('DEU summary: items');
  });

  it('§3.4 defaults: missing numbers 0, blank dates and ids empty, the report metric when none is named', () => {
    const summary = toDauConsumption(
      {
        total: '40',
        metric: { metricId: ' ', quantity: 'x', allowAdditionalItem: 'true' },
        weekItems: [{ total: 1 }, 3, { weekNumber: 4, startDateReference: 20250301 }],
        plan: 'none',
      },
      'DAU summary',
    );
    expect(summary.total).toBe(40);
    expect(summary.metric).toEqual({
      metricId: 'DailyActiveUser',
      quantity: 0,
      allowAdditionalItem: false,
      additionalItemValue: 0,
    });
    expect(summary.weekItems).toEqual([
      { weekNumber: 0, startDateReference: '', endDateReference: '', total: 1 },
      { weekNumber: 4, startDateReference: '', endDateReference: '', total: 0 },
    ]);
    expect(summary.plan).toEqual({
      planValue: 0,
      currencyCode: '',
      dailyActiveUserQuantity: 0,
      overspentDailyActiveUserValue: 0,
    });
  });

  it('§7.3: a DEU summary whose first item is not an object is no data', () => {
    expect(toDeuConsumption({ items: ['x', { total: 1 }] }, 'DEU summary')).toBeUndefined();
    expect(toDeuConsumption({ items: [{ total: 2 }] }, 'DEU summary')?.metric.metricId).toBe(
      'DailyEngagedUser',
    );
  });
});
