import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_TYPES,
  DEFAULT_CONVERSATION_TYPE,
  emptyConversationsByCategory,
  emptySessionSummary,
  isConversationType,
} from '../../../src/domain/reports/conversation.entity';
import {
  emptyContractRules,
  emptyMonthlyConsumption,
  OPEN_ENDED_RANGE_END,
} from '../../../src/domain/reports/revenue.entity';

describe('conversation and revenue entities (spec 3 §3.7, §3.9, §8, §9)', () => {
  it('spec 3 §9: conversation types All (default), FreeTier, Regular', () => {
    expect(CONVERSATION_TYPES).toEqual(['All', 'FreeTier', 'Regular']);
    expect(DEFAULT_CONVERSATION_TYPE).toBe('All');
    expect(isConversationType('FreeTier')).toBe(true);
    expect(isConversationType('all')).toBe(false);
  });

  it('spec 3 §3.7: the default summary has zero totals and the weeks of the current month (Saturday ends)', () => {
    const summary = emptySessionSummary(new Date('2024-02-10T23:00:00Z'));
    expect(summary.total).toBe(0);
    expect(summary.freeTierLimit).toBe(0);
    expect(
      summary.weekItems.map((week) => [week.weekNumber, week.startDateReference, week.endDateReference]),
    ).toEqual([
      [0, '2024-02-01', '2024-02-03'],
      [1, '2024-02-04', '2024-02-10'],
      [2, '2024-02-11', '2024-02-17'],
      [3, '2024-02-18', '2024-02-24'],
      [4, '2024-02-25', '2024-02-29'],
    ]);
  });

  it('spec 3 §8: empty by-category values are all zero, all = billed and free fields merged', () => {
    const empty = emptyConversationsByCategory();
    expect(empty.billedConversations.oldWhatsAppPricing).toEqual({ sessionByCompany: 0, sessionByUser: 0 });
    expect(Object.keys(empty.allConversations).sort()).toEqual(
      [
        'authentication',
        'freeCustomerService',
        'freeEntryPoint',
        'freeTier',
        'marketing',
        'marketing_lite',
        'oldWhatsAppPricing',
        'service',
        'total',
        'utility',
      ].sort(),
    );
  });

  it('spec 3 §8 / §9: revenue defaults and the open-ended sentinel', () => {
    expect(emptyMonthlyConsumption()).toEqual({
      idContract: '',
      MAUs: 0,
      MEUs: 0,
      MSGs: 0,
      activeReport: false,
    });
    expect(emptyContractRules().metricBaseMIU).toBe('');
    expect(OPEN_ENDED_RANGE_END).toBe(2147483647);
  });
});
