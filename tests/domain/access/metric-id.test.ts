import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { METRIC_IDS, normalizeMetricId } from '../../../src/domain/access/metric-id';

describe('metric ids (spec 3 §3.2)', () => {
  it.each([
    ['monthlyActiveUser', 'MonthlyActiveUser'],
    ['monthlyEngagedUser', 'MonthlyEngagedUser'],
    ['exchangedMessage', 'ExchangedMessage'],
    ['dailyActiveUser', 'DailyActiveUser'],
    ['dailyEngagedUser', 'DailyEngagedUser'],
    ['agent', 'Agent'],
    ['session', 'Session'],
  ])('spec 3 §3.2: camel-case %s reads as %s', (raw, expected) => {
    expect(normalizeMetricId(raw)).toBe(expected);
  });

  it.each(METRIC_IDS)('spec 3 §3.2: Pascal-case %s reads as itself', (id) => {
    expect(normalizeMetricId(id)).toBe(id);
  });

  it.each(['', 'agents', 'AGENT', 'Dau', 'Monthly Active User', 'unknown'])(
    'spec 3 §3.2: %j is not a metric',
    (raw) => {
      expect(normalizeMetricId(raw)).toBeUndefined();
    },
  );

  it('spec 3 §3.2: any string reads as a known metric or as nothing', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const result = normalizeMetricId(raw);
        return result === undefined || (METRIC_IDS as readonly string[]).includes(result);
      }),
      { numRuns: 1000, seed: 42 },
    );
  });
});
